"""The bundled demo site over real HTTP."""

from __future__ import annotations

import urllib.error
import urllib.request
from pathlib import Path

import pytest
from timing import scaled

import nbshot
from nbshot.demo import PAGES, DemoSite


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=scaled(10)) as response:
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


def test_account_is_behind_the_sign_in_cookie(demo: DemoSite) -> None:
    request = urllib.request.Request(demo.url + "/account")

    class Stay(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args: object, **kwargs: object) -> None:
            return None  # report the redirect instead of following it

    with pytest.raises(urllib.error.HTTPError) as sent:
        urllib.request.build_opener(Stay).open(request, timeout=scaled(10))
    sent.value.close()
    assert sent.value.code == 302 and sent.value.headers["Location"] == "/signin?next=/account"
    request.add_header("Cookie", "demo_session=%3Cb%3Eada%40example.com")
    with urllib.request.urlopen(request, timeout=scaled(10)) as page:
        body = page.read().decode()
    assert "Signed in as <strong>&lt;b&gt;ada@example.com</strong>" in body  # escaped


def test_signing_in_sets_the_cookie_and_returns_to_the_page_asked_for(demo: DemoSite) -> None:
    with nbshot.open(demo.url + "/account") as session:
        assert session.url.endswith("/signin?next=/account")
        session.act("fill:#email=ada@example.com", "fill:#password=correct horse",
                    "click:button[type=submit]", "wait:text=Signed in as")  # fmt: skip
        assert session.url == demo.url + "/account"


def test_results_show_demo_pages_as_demo_targets_not_ports(tmp_path: Path) -> None:
    from nbshot.demo import serve_folder, shown_url

    with nbshot.serve_demo() as site, serve_folder(tmp_path) as folder:
        assert shown_url(site.url + "/settings?tab=2") == "demo:/settings?tab=2"
        assert shown_url(site.url) == "demo:/"
        assert shown_url(folder.url + "/x.html") == folder.url + "/x.html"  # not the demo
        assert shown_url("https://example.com/") == "https://example.com/"
    assert shown_url(site.url + "/settings") == site.url + "/settings"  # closed: as it is
