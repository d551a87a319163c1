"""``select:`` on custom comboboxes and listboxes (nbshot.session.listbox): on the W3C
ARIA select-only combobox example (a page nobody here wrote) and a plain ARIA listbox,
through the session API and through a real MCP client over stdio and HTTP."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from mcp_servers import TRANSPORTS, serve

import nbshot
from nbshot.errors import ElementNotFound, InvalidArgument

COMBO = "apg/patterns/combobox/examples/combobox-select-only.html"
# A listbox that is always open; a click picks an option, Ctrl-click adds one.
LISTBOX = """<!doctype html><title>Pick</title>
<ul role="listbox" id="days" aria-label="Days" aria-multiselectable="true">
  <li role="option" aria-selected="false">Monday</li>
  <li role="option" aria-selected="false">Tuesday</li>
  <li role="option" aria-selected="false">Wednesday</li>
</ul><p id="said">none</p>
<script>
for (const o of document.querySelectorAll('[role=option]')) o.onclick = (e) => {
  if (!(e.ctrlKey || e.metaKey))
    document.querySelectorAll('[role=option]').forEach(x => x.ariaSelected = 'false');
  o.ariaSelected = 'true';
  document.querySelector('#said').textContent = [...document.querySelectorAll(
    '[aria-selected=true]')].map(x => x.textContent).join('+');
};
</script>"""


@pytest.fixture
def combo(real_site: str, tmp_path: Path) -> Iterator[nbshot.Session]:
    with nbshot.open(real_site + COMBO, out_dir=tmp_path) as session:
        yield session


# An editable combobox whose list opens on ArrowDown only (a click just focuses it).
KEYBOARD_ONLY = """<!doctype html><title>Keys</title>
<label for="city">City</label>
<input id="city" role="combobox" aria-controls="cities" aria-expanded="false">
<ul id="cities" role="listbox" aria-label="Cities" hidden>
  <li role="option">Oslo</li><li role="option">Lima</li>
</ul>
<script>
const input = document.querySelector('#city'), list = document.querySelector('#cities');
input.onkeydown = (e) => { if (e.key === 'ArrowDown') { list.hidden = false;
  input.setAttribute('aria-expanded', 'true'); } };
for (const o of list.children) o.onclick = () => { input.value = o.textContent;
  list.hidden = true; input.setAttribute('aria-expanded', 'false'); };
</script>"""


def _combobox_ref(session: nbshot.Session) -> str:
    node = next(n for n in session.snapshot().nodes if n.role == "combobox")
    assert node.name == "Favorite Fruit" and node.ref is not None
    return node.ref


def _shown(view: nbshot.View) -> str:
    return next(n.text for n in view.tree.nodes if n.role == "combobox") or ""


def test_select_picks_a_combobox_option_by_name(combo: nbshot.Session) -> None:
    ref = _combobox_ref(combo)
    view = combo.act(f"select:{ref}=Banana")
    assert view.ok, view.failure
    assert _shown(view) == "Banana"
    # The list closed again: no option is in the tree.
    assert not [n for n in view.tree.nodes if n.role == "option"]
    view = combo.act(f"select:{ref}=huckle")  # part of one name, case ignored
    assert view.ok and _shown(view) == "Huckleberry"
    combo.select(ref, "Apple")  # the sync face does the same
    assert _shown(combo.view()) == "Apple"


def test_select_names_the_options_when_none_matches(combo: nbshot.Session) -> None:
    ref = _combobox_ref(combo)
    view = combo.act(f"select:{ref}=Kiwi")
    assert not view.ok and view.failure is not None
    error = view.failure.error
    assert isinstance(error, ElementNotFound)
    assert "No option 'Kiwi'" in error.message and "'Banana'" in error.message
    assert _shown(view) == "Choose a Fruit"  # nothing chosen, and the list closed
    assert not [n for n in view.tree.nodes if n.role == "option"]
    # Several names hold "berry": which one is meant is the caller's to say.
    view = combo.act(f"select:{ref}=berry")
    assert not view.ok and "options of" in view.failure.error.message  # type: ignore[union-attr]


def test_select_refuses_what_is_not_a_list(combo: nbshot.Session) -> None:
    ref = _combobox_ref(combo)
    with pytest.raises(InvalidArgument, match="takes one value"):
        combo.select(ref, ["Apple", "Banana"])
    with pytest.raises(InvalidArgument, match="comboboxes and listboxes; h1 is a <h1>"):
        combo.select("h1", "Apple")


def test_select_in_a_listbox_clicks_each_option(tmp_path: Path) -> None:
    with nbshot.open(html=LISTBOX, out_dir=tmp_path) as session:
        days = next(n for n in session.snapshot().nodes if n.role == "listbox").ref
        view = session.act(f"select:{days}=Tuesday")
        assert view.ok and "Tuesday" in session.eval("document.querySelector('#said').textContent")
        session.select(f"{days}", ["Monday", "Wednesday"])
        said = session.eval("document.querySelector('#said').textContent")
        assert said == "Monday+Wednesday"


def test_select_opens_a_list_with_the_keyboard_when_a_click_does_not(tmp_path: Path) -> None:
    with nbshot.open(html=KEYBOARD_ONLY, out_dir=tmp_path) as session:
        city = next(n for n in session.snapshot().nodes if n.role == "combobox").ref
        view = session.act(f"select:{city}=Lima")
        assert view.ok, view.failure
        assert session.eval("document.querySelector('#city').value") == "Lima"


@pytest.mark.anyio
@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_select_over_mcp_on_the_aria_combobox(
    transport: str, real_site: str, tmp_path: Path
) -> None:
    async with serve(transport, tmp_path, "--out", str(tmp_path / "out")) as client:
        opened = await client.call_tool("open", {"url": real_site + COMBO})
        key = opened.structured_content["session"]
        text = opened.content[-1].text  # type: ignore[union-attr]
        ref = next(line for line in text.splitlines() if 'combobox "Favorite Fruit"' in line)
        ref = ref.split("[", 1)[1].split("]", 1)[0]
        picked = await client.call_tool("act", {"session": key, "steps": [f"select:{ref}=Cherry"]})
        missing = await client.call_tool("act", {"session": key, "steps": [f"select:{ref}=Kiwi"]})
        await client.call_tool("close", {"session": key})
    assert not picked.is_error and "Cherry" in picked.content[-1].text  # type: ignore[union-attr]
    assert missing.is_error and missing.structured_content["code"] == "ElementNotFound"
    assert "'Cherry'" in missing.content[-1].text  # type: ignore[union-attr]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"
