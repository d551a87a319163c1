"""Benchmark: a session's ``act`` round trip without a picture vs with one taken.

Not a test. One ``nbshot-mcp`` over stdio, one session on the demo site's sign-in
page; each round times an ``act`` (one ``fill`` step, the tree's change answered)
with ``image=false`` (no screenshot taken: what an act costs now) and with
``image="link"`` (a screenshot taken and kept as a resource the answer links to:
what every act cost before issue 48), in alternating order so the shared machine's
noise hits both alike. Prints the medians and their ratio.

    .venv/bin/python tests/bench/bench_act_picture.py [--rounds 20]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

from mcp import Client, StdioServerParameters


async def _act(client: Client, session: str, value: str, image: bool | str) -> float:
    began = time.perf_counter()
    answer = await client.call_tool(
        "act", {"session": session, "steps": [f"fill:e19={value}"], "image": image}
    )
    took = time.perf_counter() - began
    assert not answer.is_error, answer.structured_content
    return took


async def main(rounds: int) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        (folder / "flows").mkdir()
        params = StdioServerParameters(
            command=sys.executable,
            args=["-m", "nbshot.mcp", "--flows", "flows", "--out", "out"],
            cwd=str(folder),
        )
        async with Client(params) as client:
            opened = await client.call_tool("open", {"url": "demo:/signin"})
            session = opened.structured_content["session"]
            for warm in range(3):  # the first acts pay for loading code, not for pictures
                await _act(client, session, f"warm{warm}@x.org", warm % 2 == 0)
            without, taken = [], []
            for n in range(rounds):
                order = [(False, without), ("link", taken)]
                for image, times in order if n % 2 else order[::-1]:
                    times.append(await _act(client, session, f"u{n}{image}@x.org", image))
    none_ms, with_ms = statistics.median(without) * 1000, statistics.median(taken) * 1000
    print(f"act round trip, {rounds} rounds each, medians: no picture {none_ms:.0f} ms, "
          f"picture taken {with_ms:.0f} ms; ratio x{none_ms / with_ms:.2f}")  # fmt: skip


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    asyncio.run(main(parser.parse_args().rounds))
