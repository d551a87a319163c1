"""Devices and variants as page settings (nbshot.page.devices): names, aliases, sizes, and
what a bad one is told."""

from __future__ import annotations

from pathlib import Path

import pytest

import nbshot
from nbshot.demo import DemoSite
from nbshot.page.devices import parse_device, parse_variant


def test_every_variant_and_alias_is_accepted_and_bad_ones_named() -> None:
    for name in ("light", "dark", "reduced-motion", "large-text", "forced-colors", "print"):
        assert parse_variant(name).parts == {name}
    assert parse_variant("dark+large-text").label == "dark+large-text"
    with pytest.raises(nbshot.InvalidArgument, match="light and dark at once"):
        parse_variant("light+dark")
    with pytest.raises(nbshot.InvalidArgument, match="Unknown variant 'sepia'"):
        parse_variant("sepia")
    assert parse_device("laptop").viewport == (1440, 900)
    assert parse_device("phone").name == "iPhone 13"
    with pytest.raises(nbshot.InvalidArgument, match="Did you mean 'iPhone 13'"):
        parse_device("iPhone13", registry=["iPhone 13", "Pixel 7"])
    with pytest.raises(nbshot.InvalidArgument, match="not a name or"):
        parse_device((1, 2))  # type: ignore[arg-type]


def test_device_sets_size_and_scale(demo: DemoSite, out: Path) -> None:
    # iPhone 13: 390x664 CSS viewport at device scale factor 3.
    shot = nbshot.capture(demo.url_for("home"), device="iPhone 13", out_dir=out)
    assert (shot.width, shot.height) == (390 * 3, 664 * 3)
    css = nbshot.capture(demo.url_for("home"), device="iPhone 13", scale="css", out_dir=out)
    assert (css.width, css.height) == (390, 664)


def test_unknown_device_suggests_names(demo: DemoSite) -> None:
    with pytest.raises(nbshot.InvalidArgument, match="Unknown device 'iPhone13'.*iPhone 13"):
        nbshot.capture(demo.url_for("home"), device="iPhone13")
