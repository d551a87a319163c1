# The two commands: `make demo` (set up, capture the demo site, run the homepage flow)
# and `make test`.
# Every step is idempotent: a second run skips what is already done.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
# Two stamps: the demo needs nbshot and its runtime dependencies only; the tests add the
# development extras on top, without redoing the first install.
STAMP  := $(VENV)/.nbshot-installed
DEV    := $(VENV)/.nbshot-dev-installed
KERNEL := $(VENV)/share/jupyter/kernels/nbshot/kernel.json
PYTEST_ARGS ?=

.PHONY: demo test test-deps setup browser kernel lint typecheck bench soak corpus notebooks video clean

# The demo project (demo/nbshot.toml): its [server] starts the demo site, its [sign_in]
# signs in once, and its profile is captured on 2 devices x 2 variants, signed in.
demo: setup
	cd demo && ../$(VENV)/bin/nbshot capture --profile tour --sheets
	@cd demo && run=$$(../$(VENV)/bin/nbshot run homepage -p url=account) && \
	  echo "Homepage flow, signed in on /account: $$run/report.html" && \
	  echo "Contact sheets: nbshot-out/demo/sheets/; all runs: nbshot-out/runs/index.html"

# Side by side, as each is mostly one core: the development extras and what the tests
# need beyond the venv; then the tests, with lint and the type check beside them
# (.ci/pytest-beside-checks says why and how). `make lint typecheck` runs the checks alone.
test: setup
	@$(MAKE) --no-print-directory -j2 $(DEV) test-deps
	sh .ci/pytest-beside-checks $(VENV) $(VENV)/checks.log $(PYTEST_ARGS)

# What the tests need beyond the venv: OCR, ffmpeg, the test Storybook build and the
# test MCP Apps host (ext-apps's AppBridge, bundled).
test-deps: $(STAMP)
	@sh .ci/ensure-ocr
	@sh .ci/ensure-ffmpeg $(PY)
	@sh .ci/ensure-storybook
	@sh .ci/ensure-apps-host

setup: $(STAMP) browser $(KERNEL)

$(PY):
	@sh .ci/make-venv $(PYTHON) $(VENV)

# Reinstall when the dependencies change. The venv's own pip is recent enough for an
# editable install from pyproject.toml (PEP 660); upgrading it first cost a download.
# --no-compile: byte-compiling every installed module took a third of the install
# (37 of 99 s here); Python compiles what is imported, once, when it is first imported.
PIP_INSTALL := $(PY) -m pip install --quiet --no-compile --disable-pip-version-check
# ... and keeps it, unless PYTHONDONTWRITEBYTECODE is set (these machines set it): then
# every process compiled again what it imported (pandas alone: 1.4 s of CPU, not 0.4),
# every kernel, command and server of a run or of the tests. Not passed on from here.
unexport PYTHONDONTWRITEBYTECODE
$(STAMP): pyproject.toml | $(PY)
	$(PIP_INSTALL) -e .
	touch $@

# The development extras (pytest, ruff, mypy, JupyterLab, moto, dask, the vision SDKs).
$(DEV): $(STAMP)
	$(PIP_INSTALL) -e '.[dev]'
	touch $@

# Checks for a browser every time (cheap); installs one only when none is found.
browser: $(STAMP)
	@sh .ci/ensure-browser $(PY)

$(KERNEL): $(STAMP)
	$(PY) -m ipykernel install --sys-prefix --name nbshot --display-name "Python (nbshot)"

LINTED := nbshot tests flows notebooks mcp_shim.py conftest.py

lint: $(DEV)
	$(VENV)/bin/ruff check $(LINTED)
	$(VENV)/bin/ruff format --check $(LINTED)
	$(VENV)/bin/lint-imports --no-cache

typecheck: $(DEV)
	$(VENV)/bin/mypy

# Hours, not minutes: memory, files, threads and children over thousands of calls, then
# an HTTP nbshot-mcp with 8 clients for 30 minutes (not in `make test`; figures in
# docs/performance.md).
soak: setup $(DEV)
	$(PY) tests/soak/soak_memory.py
	$(PY) tests/soak/soak_mcp_http.py

# Minutes: 144 real pages nobody here wrote (tests/corpus), each captured, snapshotted,
# checked and opened twice, beside shot-scraper; `make test` takes a sample of 10.
corpus: setup $(DEV)
	$(PY) tests/corpus/run_corpus.py

bench: setup $(DEV)
	$(PY) tests/bench/bench_capture.py
	$(PY) tests/bench/bench_browser.py
	$(PY) tests/bench/bench_render_document.py
	$(PY) tests/bench/bench_a11y.py
	$(PY) tests/bench/bench_flows.py
	$(PY) tests/bench/bench_diff.py
	$(PY) tests/bench/bench_assert.py
	$(PY) tests/bench/bench_vitals.py
	$(PY) tests/bench/bench_runs.py
	$(PY) tests/bench/bench_import.py
	$(PY) tests/bench/bench_cli.py
	$(PY) tests/bench/bench_mcp.py
	$(PY) tests/bench/bench_agent.py
	$(PY) tests/bench/bench_agent.py --corpus
	$(PY) tests/bench/bench_distributed.py

# Run the tutorial notebooks and store their outputs; `make test` runs them again from
# JupyterLab (tests/ui) and checks they show what is stored.
# Run it after a change that alters what a notebook shows, then review the diff.
notebooks: setup
	cd notebooks && for nb in 0*.ipynb; do \
	  ../$(VENV)/bin/jupyter nbconvert --to notebook --execute --inplace --log-level WARN \
	    --ExecutePreprocessor.kernel_name=nbshot --ExecutePreprocessor.record_timing=False \
	    --ExecutePreprocessor.timeout=120 --ExecutePreprocessor.store_widget_state=False "$$nb" || exit 1; \
	done
	$(PY) .ci/store-notebooks.py notebooks/0*.ipynb

# Optional: video recording needs ffmpeg where Playwright looks for its own build.
video: $(STAMP)
	@sh .ci/ensure-ffmpeg $(PY)

clean:
	rm -rf $(VENV) nbshot-out .pytest_cache .mypy_cache .ruff_cache
