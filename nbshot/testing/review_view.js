// nbshot's review view: failed visual assertions, approved or rejected one by one or all
// shown. One ES module (no build step) for two hosts: the page `nbshot review` serves
// (review_page.html adapts fetch() to the model below) and the notebook's anywidget
// (nbshot.review()). The model: get("items"), get("status"), on("change:items", fn),
// send({action: "approve" | "reject", ids, variant}). Each item has urls by role
// (expected, actual, diff) the host makes: files over HTTP, data: URLs in a notebook.

const STYLE = `
.nbr { font: 13px system-ui, sans-serif; color: #1f2937; display: flex; gap: 12px; }
.nbr-list { flex: 0 0 280px; max-height: 80vh; overflow: auto; border-right: 1px solid #e5e7eb; }
.nbr-test { font-weight: 600; padding: 6px 4px 2px; word-break: break-all; }
.nbr-row { padding: 3px 8px; cursor: pointer; word-break: break-all; }
.nbr-row:hover { background: #f3f4f6; }
.nbr-row.on { background: #dbeafe; }
.nbr-kind { color: #6b7280; font-size: 11px; }
.nbr-main { flex: 1 1 auto; min-width: 0; }
.nbr-bar { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; margin-bottom: 6px; }
.nbr-bar button { font: 12px system-ui, sans-serif; padding: 3px 8px; cursor: pointer; }
.nbr-bar button.on { background: #2563eb; color: #fff; }
.nbr-msg { white-space: pre-wrap; font: 12px monospace; background: #f9fafb; padding: 6px;
  max-height: 10em; overflow: auto; }
.nbr-status { min-height: 1.2em; margin: 4px 0; }
.nbr-status.error { color: #b3261e; }
.nbr-pics { display: flex; gap: 8px; align-items: flex-start; }
.nbr-pics figure { margin: 0; flex: 1 1 0; min-width: 0; }
.nbr-pics img { max-width: 100%; border: 1px solid #d1d5db; display: block; }
.nbr-stack { position: relative; display: inline-block; max-width: 100%; line-height: 0; }
.nbr-stack img { max-width: 100%; display: block; border: 1px solid #d1d5db; }
.nbr-stack .top { position: absolute; left: 0; top: 0; }
.nbr-crop { position: relative; overflow: hidden; border: 1px solid #d1d5db; }
.nbr-crop img { position: absolute; max-width: none; border: 0; }
.nbr-diff { font: 12px monospace; white-space: pre; overflow: auto; max-height: 70vh; }
.nbr-diff .add { background: #dcfce7; } .nbr-diff .del { background: #fee2e2; }
.nbr-diff .hunk { color: #6b7280; }
.nbr-finding { font: 12px monospace; padding: 2px 0; }
.nbr-empty { padding: 24px; color: #16a34a; font-size: 15px; }
`;

const MODES = ["side by side", "overlay", "slider"];
const ZOOM = 3; // how much a changed region is enlarged

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  for (const child of children) if (child != null) node.append(child);
  return node;
}

function render({ model, el: root }) {
  const state = { selected: null, mode: MODES[0], zoom: null, opacity: 50, split: 50 };
  root.append(el("style", { textContent: STYLE }));
  const box = el("div", { className: "nbr", tabIndex: 0 });
  const list = el("div", { className: "nbr-list", role: "listbox" });
  const main = el("div", { className: "nbr-main" });
  box.append(list, main);
  root.append(box);

  const items = () => model.get("items") || [];
  const current = () => items().find((i) => i.id === state.selected) || null;

  function choose(id) {
    state.selected = id;
    state.zoom = null;
    draw();
  }

  function move(by) {
    const all = items();
    if (!all.length) return;
    const at = Math.max(0, all.findIndex((i) => i.id === state.selected));
    choose(all[Math.min(all.length - 1, Math.max(0, at + by))].id);
  }

  function decide(action, ids, variant = false) {
    if (!ids.length) return;
    const all = items();
    const at = all.findIndex((i) => i.id === state.selected);
    // The next item not decided now becomes the selection once the list comes back.
    const rest = all.slice(at + 1).concat(all.slice(0, Math.max(at, 0)));
    state.after = (rest.find((i) => !ids.includes(i.id)) || {}).id || null;
    model.send({ action, ids, variant });
  }

  function drawList() {
    list.replaceChildren();
    let test = null;
    for (const item of items()) {
      if (item.test !== test) {
        test = item.test;
        list.append(el("div", { className: "nbr-test", textContent: test }));
      }
      const row = el("div", {
        className: "nbr-row" + (item.id === state.selected ? " on" : ""),
        role: "option",
        title: item.baseline,
      }, el("span", { textContent: item.baseline.split("/").pop() }), " ",
      el("span", { className: "nbr-kind", textContent: item.kind }));
      row.dataset.id = item.id;
      row.setAttribute("aria-selected", String(item.id === state.selected));
      row.onclick = () => choose(item.id);
      list.append(row);
    }
  }

  function pictures(item) {
    const url = item.urls || {};
    if (state.zoom) return zoomed(item, state.zoom);
    if (state.mode === "overlay" && url.expected && url.actual) {
      const top = el("img", { className: "top", src: url.actual, alt: "current" });
      top.style.opacity = state.opacity / 100;
      const range = el("input", { type: "range", min: 0, max: 100, value: state.opacity,
        ariaLabel: "current's opacity" });
      range.oninput = () => { state.opacity = +range.value; top.style.opacity = state.opacity / 100; };
      return el("div", {}, range, el("div", { className: "nbr-stack" },
        el("img", { src: url.expected, alt: "baseline" }), top));
    }
    if (state.mode === "slider" && url.expected && url.actual) {
      const top = el("img", { className: "top", src: url.actual, alt: "current" });
      const clip = () => { top.style.clipPath = `inset(0 0 0 ${state.split}%)`; };
      clip();
      const range = el("input", { type: "range", min: 0, max: 100, value: state.split,
        ariaLabel: "where baseline ends and current begins" });
      range.oninput = () => { state.split = +range.value; clip(); };
      return el("div", {}, range, el("div", { className: "nbr-stack" },
        el("img", { src: url.expected, alt: "baseline" }), top));
    }
    const shown = [["baseline", url.expected], ["current", url.actual], ["diff", url.diff]];
    return el("div", { className: "nbr-pics" }, ...shown.filter(([, u]) => u).map(([label, u]) =>
      el("figure", {}, el("figcaption", { textContent: label }), el("img", { src: u, alt: label }))));
  }

  function zoomed(item, [x, y, w, h]) {
    // Each picture cropped to the region (and a margin), enlarged ZOOM times.
    const pad = 8, left = Math.max(0, x - pad), top = Math.max(0, y - pad);
    const width = (w + 2 * pad) * ZOOM, height = (h + 2 * pad) * ZOOM;
    const crop = (label, url) => {
      const img = el("img", { src: url, alt: label });
      img.onload = () => { img.style.width = img.naturalWidth * ZOOM + "px"; };
      img.style.left = -left * ZOOM + "px";
      img.style.top = -top * ZOOM + "px";
      const frame = el("div", { className: "nbr-crop" }, img);
      frame.style.width = width + "px";
      frame.style.height = height + "px";
      return el("figure", {}, el("figcaption", { textContent: `${label}, ${w}x${h} at (${x}, ${y})` }), frame);
    };
    const url = item.urls || {};
    const shown = [["baseline", url.expected], ["current", url.actual], ["diff", url.diff]];
    return el("div", { className: "nbr-pics" }, ...shown.filter(([, u]) => u).map(([l, u]) => crop(l, u)));
  }

  function textDiff(item) {
    const lines = (item.text_diff || "").split("\n").map((line) => el("div", {
      className: line.startsWith("@@") ? "hunk" : line.startsWith("+") ? "add"
        : line.startsWith("-") ? "del" : "",
      textContent: line,
    }));
    return el("div", { className: "nbr-diff" }, ...lines);
  }

  function findings(item) {
    const said = (f) => el("div", { className: "nbr-finding",
      textContent: `${f.check}: ${f.message}${f.selector ? " at " + f.selector : ""}` });
    return el("div", {},
      el("h4", { textContent: `New (${item.new.length})` }), ...item.new.map(said),
      el("h4", { textContent: `Fixed (${item.fixed.length})` }), ...item.fixed.map(said));
  }

  function button(text, title, onclick, on = false) {
    return el("button", { textContent: text, title, onclick, className: on ? "on" : "" });
  }

  function drawMain() {
    main.replaceChildren();
    const status = model.get("status") || "";
    const said = el("div", { className: "nbr-status" + (model.get("error") ? " error" : ""),
      textContent: status, role: "status" });
    const item = current();
    if (!item) {
      main.append(said, el("div", { className: "nbr-empty", textContent: items().length
        ? "Choose an assertion on the left." : "Nothing to review: every assertion matched." }));
      return;
    }
    const all = items().map((i) => i.id);
    const bar = el("div", { className: "nbr-bar" },
      button("Approve (a)", "Make the current result the baseline", () => decide("approve", [item.id])),
      button("Reject (r)", "Leave the baseline as it is", () => decide("reject", [item.id])),
      item.kind === "screenshot" ? button("Accept as variant (v)",
        "Keep the current picture as one more approved picture", () => decide("approve", [item.id], true)) : null,
      button(`Approve all shown (${all.length})`, "Approve every assertion listed", () => decide("approve", all)),
      button(`Reject all shown (${all.length})`, "Reject every assertion listed", () => decide("reject", all)));
    main.append(bar, said, el("div", { className: "nbr-msg", textContent: item.message }));
    if (item.kind === "screenshot") {
      const modes = el("div", { className: "nbr-bar" }, ...MODES.map((m, n) =>
        button(`${m} (${n + 1})`, m, () => { state.mode = m; state.zoom = null; draw(); }, !state.zoom && state.mode === m)));
      (item.regions || []).forEach((r, n) => modes.append(button(`region ${n + 1}: ${r[2]}x${r[3]}`,
        "Zoom to this changed region", () => { state.zoom = r; draw(); }, state.zoom === r)));
      main.append(modes, pictures(item));
    } else if (item.kind === "aria") {
      main.append(textDiff(item));
    } else {
      main.append(findings(item));
    }
  }

  function draw() {
    const all = items();
    if (state.after !== undefined && !all.some((i) => i.id === state.selected)) {
      state.selected = state.after;
      state.after = undefined;
    }
    if (!all.some((i) => i.id === state.selected)) state.selected = all.length ? all[0].id : null;
    drawList();
    drawMain();
  }

  box.addEventListener("keydown", (event) => {
    if (event.target.tagName === "INPUT" && event.target.type !== "range") return;
    const item = current();
    const keys = {
      j: () => move(1), k: () => move(-1),
      a: () => item && decide("approve", [item.id]),
      r: () => item && decide("reject", [item.id]),
      v: () => item && item.kind === "screenshot" && decide("approve", [item.id], true),
      1: () => { state.mode = MODES[0]; state.zoom = null; draw(); },
      2: () => { state.mode = MODES[1]; state.zoom = null; draw(); },
      3: () => { state.mode = MODES[2]; state.zoom = null; draw(); },
    };
    if (keys[event.key] && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      keys[event.key]();
    }
  });
  model.on("change:items", draw);
  model.on("change:status", draw);
  draw();
  box.focus();
}

export default { render };
