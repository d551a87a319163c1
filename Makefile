# The two commands: `make demo` (set up, then capture the demo site) and `make test`.
# Every step is idempotent: a second run skips what is already done.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.nbshot-installed
KERNEL := $(VENV)/share/jupyter/kernels/nbshot/kernel.json
PYTEST_ARGS ?=

.PHONY: demo test setup browser kernel lint typecheck bench video clean

demo: setup
	$(VENV)/bin/nbshot demo --out nbshot-out/demo

test: setup lint typecheck
	@sh .ci/ensure-ocr
	$(PY) -m pytest -n 2 $(PYTEST_ARGS)

setup: $(STAMP) browser $(KERNEL)

$(PY):
	@sh .ci/make-venv $(PYTHON) $(VENV)

# Reinstall when the dependencies change.
$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

# Checks for a browser every time (cheap); installs one only when none is found.
browser: $(STAMP)
	@sh .ci/ensure-browser $(PY)

$(KERNEL): $(STAMP)
	$(PY) -m ipykernel install --sys-prefix --name nbshot --display-name "Python (nbshot)"

lint: $(STAMP)
	$(VENV)/bin/ruff check nbshot tests
	$(VENV)/bin/ruff format --check nbshot tests

typecheck: $(STAMP)
	$(VENV)/bin/mypy

bench: setup
	$(PY) tests/bench/bench_capture.py

# Optional: video recording needs ffmpeg where Playwright looks for its own build.
video: $(STAMP)
	@sh .ci/ensure-ffmpeg $(PY)

clean:
	rm -rf $(VENV) nbshot-out .pytest_cache .mypy_cache .ruff_cache
