"""Every ``NBSHOT_*`` environment variable nbshot reads or sets, named once here with
what it does. Modules import the name from here; ``tests/test_env_vars.py`` fails when
a module spells one itself, or when one has no line in :data:`ALL`.

Most let a parent process (the flow runner, a scheduler, CI) pin a setting for every
nbshot call in a child process; a few carry a value from nbshot to the processes it
starts (a flow's kernels, a sign-in flow).
"""

from __future__ import annotations

#: What every one of nbshot's variable names starts with: a step's ``${NAME}`` may
#: never read one (except the runner's :data:`SECRET_PREFIX` carriers).
PREFIX = "NBSHOT_"

# -- settings a user (or a parent process) sets ------------------------------------------
OUT = "NBSHOT_OUT"
CONFIG = "NBSHOT_CONFIG"
BROWSER = "NBSHOT_BROWSER"
BROWSER_WS = "NBSHOT_BROWSER_WS"
BROWSER_WS_FALLBACK = "NBSHOT_BROWSER_WS_FALLBACK"
TIMEZONE = "NBSHOT_TIMEZONE"
LOCALE = "NBSHOT_LOCALE"
REDUCED_MOTION = "NBSHOT_REDUCED_MOTION"
VIDEO_DIR = "NBSHOT_VIDEO_DIR"
HAR_DIR = "NBSHOT_HAR_DIR"
FILE_URLS = "NBSHOT_FILE_URLS"
STORYBOOK = "NBSHOT_STORYBOOK"
SECRETS = "NBSHOT_SECRETS"
NO_HELPER = "NBSHOT_NO_HELPER"
WARM_KERNELS = "NBSHOT_WARM_KERNELS"
HELPER_DIR = "NBSHOT_HELPER_DIR"
HELPER_IDLE = "NBSHOT_HELPER_IDLE"
MCP_TOKEN = "NBSHOT_MCP_TOKEN"
MCP_OAUTH_CLIENT_ID = "NBSHOT_MCP_OAUTH_CLIENT_ID"
MCP_OAUTH_CLIENT_SECRET = "NBSHOT_MCP_OAUTH_CLIENT_SECRET"
DEBUG = "NBSHOT_DEBUG"
SCHEDULER_RUNS = "NBSHOT_SCHEDULER_RUNS"

# -- values nbshot hands to the processes it starts ---------------------------------------
RUN_DIR = "NBSHOT_RUN_DIR"
DEMO_URL = "NBSHOT_DEMO_URL"
SIGN_IN_STATE = "NBSHOT_SIGN_IN_STATE"
SECRET_PREFIX = "NBSHOT_SECRET_"

#: Each variable (or prefix, ending in ``_``) and what it does: for the docs and tests.
ALL: dict[str, str] = {
    OUT: "Folder for captures when no out_dir is given (default ~/.cache/nbshot/captures).",
    CONFIG: "The project file to use, instead of the nearest nbshot.toml.",
    BROWSER: "Path to a Chromium or Chrome executable to launch.",
    BROWSER_WS: "ws:// endpoints of running Playwright browser servers to connect to "
    "(comma separated) instead of launching; the flow runner sets it for its kernels.",
    BROWSER_WS_FALLBACK: "1: when the browser server of NBSHOT_BROWSER_WS stops answering, "
    "launch a browser here instead (the flow runner sets it for its kernels: a run goes on "
    "when its shared browser was killed).",
    TIMEZONE: "Browser timezone, e.g. UTC (default: the machine's).",
    LOCALE: "Browser locale, e.g. en-US (default: the machine's).",
    REDUCED_MOTION: "1: pages see prefers-reduced-motion: reduce.",
    VIDEO_DIR: "Record a video of every page into this folder.",
    HAR_DIR: "Record every page's network as HAR into this folder.",
    FILE_URLS: "0: no page may load a file: URL (the MCP server sets it for itself and "
    "the flows it runs).",
    STORYBOOK: "Where the Storybook is (a URL or a built folder) for story: targets.",
    SECRETS: "The names ${NAME} in a step may read, comma separated (the flow runner "
    "passes the caller's list to its kernels).",
    NO_HELPER: "1: launch a browser per command instead of using the warm helper.",
    WARM_KERNELS: "0: start no spare kernel ahead of the next flow run (a machine short of "
    "CPU or memory, a process that runs one flow); each run starts its own.",
    HELPER_DIR: "The warm helper's owner-only state folder.",
    HELPER_IDLE: "Seconds the warm helper waits with no client before it stops (600).",
    MCP_TOKEN: "The static bearer token nbshot-mcp --http asks of every request (needed "
    "beyond loopback unless OAuth is on, and refused together with OAuth).",
    MCP_OAUTH_CLIENT_ID: "nbshot-mcp's client id at the authorization server's token "
    "introspection endpoint (--oauth-introspection; HTTP Basic with the secret).",
    MCP_OAUTH_CLIENT_SECRET: "nbshot-mcp's client secret at the authorization server's "
    "token introspection endpoint.",
    DEBUG: "1: the CLI prints the traceback of an unexpected error.",
    SCHEDULER_RUNS: "Where runs started by a scheduler (jupyter-scheduler) go, instead of "
    "the project's runs folder.",
    RUN_DIR: "Set by the flow runner in a flow's kernel: the run folder values go to.",
    DEMO_URL: "Set for processes nbshot starts: the address of the shared demo site.",
    SIGN_IN_STATE: "Set while a project's sign-in flow runs: where its last session "
    "leaves the signed-in state.",
    SECRET_PREFIX: "Set by the flow runner in a kernel: NBSHOT_SECRET_<NAME> carries a "
    "listed secret the notebook reads as ${NBSHOT_SECRET_<NAME>}.",
}
