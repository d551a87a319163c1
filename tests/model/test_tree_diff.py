"""tree_changes: the lines added, removed and changed between two compact trees, each
hunk under the line that holds it."""

from __future__ import annotations

from nbshot.model.tree_diff import tree_changes

BEFORE = """main
 h1 "Todos"
 list
  - checkbox [e12]
    "Buy milk"
 button "Clear" [e20] [disabled]
strong: 1
"items left\""""

AFTER = """main
 h1 "Todos"
 list
  - checkbox [e12]
    "Buy milk"
  - checkbox [e16]
    "Walk dog"
 button "Clear" [e20]
strong: 2
"items left\""""


def test_added_lines_come_under_the_line_that_holds_them() -> None:
    changes = tree_changes(BEFORE, AFTER)
    assert (changes.added, changes.removed, changes.changed) == (2, 0, 2)
    text = changes.text
    assert text.splitlines()[0] == "tree changes: +2 -0 ~2"
    assert '@ list\n+   - checkbox [e16]\n+     "Walk dog"' in text
    assert '@ main\n~  button "Clear" [e20]\n' in text  # same ref, another line: changed
    assert "@ top\n~ strong: 2" in text  # no ref: the same role at the same place
    assert "Buy milk" not in text and "Todos" not in text  # unchanged lines stay out


def test_no_change_and_the_share_that_changed() -> None:
    assert tree_changes(AFTER, AFTER).none
    assert tree_changes(AFTER, AFTER).text == "no change in the tree"
    assert tree_changes(BEFORE, AFTER).share == 4 / len(AFTER.splitlines())  # 2 new, 2 changed
    assert tree_changes("a\nb", "c\nd").share == 1.0


def test_a_removed_line_is_placed_in_the_old_tree() -> None:
    changes = tree_changes(AFTER, BEFORE)
    assert '@ list\n-   - checkbox [e16]\n-     "Walk dog"' in changes.text
    assert '~  button "Clear" [e20] [disabled]' in changes.text


def test_a_removed_node_with_much_inside_is_one_line() -> None:
    shown = 'main\n button "Add" [e3]\n dialog "Address"\n  h1 "Address"\n' + "".join(
        f'  textbox "Field {k}" [e{10 + k}]\n' for k in range(5)
    )
    opened = tree_changes('main\n button "Add" [e3]', shown)
    assert opened.added == 7 and 'textbox "Field 4" [e14]' in opened.text  # all shown
    closed = tree_changes(shown, 'main\n button "Add" [e3]')
    assert closed.removed == 7  # the count is every line
    assert closed.text.splitlines()[1:] == [
        "@ main",
        '-  dialog "Address" (and the 6 lines inside it)',
    ]
    # A small node keeps its lines: they say which item went (see the test above).
    small = tree_changes(AFTER, BEFORE)
    assert '-     "Walk dog"' in small.text
