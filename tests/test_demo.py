"""The bundled demo site over real HTTP."""

from __future__ import annotations

import urllib.error
import urllib.request

import pytest

import nbshot
from nbshot.demo import PAGES, DemoSite


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, ""


@pytest.mark.parametrize("page", list(PAGES))
def test_every_page_is_served(demo: DemoSite, page: str) -> None:
    status, body = fetch(demo.url_for(page))
    assert status == 200 and "<title>" in body


def test_missing_files_are_404(demo: DemoSite) -> None:
    assert fetch(demo.url + "/images/missing-chart.png")[0] == 404


def test_binds_to_loopback_on_a_free_port() -> None:
    with nbshot.serve_demo() as a, nbshot.serve_demo() as b:
        assert a.host == "127.0.0.1" and a.port != b.port


def test_port_in_use_is_a_clear_error(demo: DemoSite) -> None:
    with pytest.raises(
        nbshot.InvalidArgument, match=f"Cannot serve the demo site on 127.0.0.1:{demo.port}"
    ):
        nbshot.serve_demo(port=demo.port)
