// nbshot's explorer front end (anywidget ES module, shipped as is: no build step).
// The picture is the place to point: boxes arrive with each picture, so hovering is
// local; clicks, typing, keys and the wheel go to Python as steps of nbshot's grammar.

const SPECIAL = new Set(["Enter", "Tab", "Escape", "ArrowUp", "ArrowDown", "ArrowLeft",
  "ArrowRight", "PageUp", "PageDown", "Home", "End"]);
const STYLE = `
.nbx { font: 13px system-ui, sans-serif; color: #1f2937; }
.nbx-bar { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; margin-bottom: 4px; }
.nbx-bar input { font: 12px monospace; padding: 3px 5px; }
.nbx-bar button { font: 12px system-ui, sans-serif; padding: 3px 8px; cursor: pointer; }
.nbx-status { margin: 2px 0 6px; min-height: 1.2em; }
.nbx-status.error { color: #b3261e; }
.nbx-main { display: flex; gap: 10px; align-items: flex-start; }
.nbx-pic { position: relative; flex: 1 1 auto; min-width: 0; outline: none; cursor: crosshair;
  border: 1px solid #d1d5db; line-height: 0; }
.nbx-pic:focus, .nbx-pic.armed { border-color: #2563eb; }
.nbx-pic img { width: 100%; height: auto; display: block; user-select: none; }
.nbx-pic.busy img { opacity: 0.85; }
.nbx-box { position: absolute; pointer-events: none; box-sizing: border-box; }
.nbx-hover { border: 2px solid #e11d48; }
.nbx-sel { border: 2px dashed #2563eb; }
.nbx-field { border: 2px solid #16a34a; background: rgba(255,255,255,0.9); font: 14px sans-serif;
  line-height: normal; padding: 2px 4px; overflow: hidden; white-space: pre; color: #111; }
.nbx-label { position: absolute; pointer-events: none; background: #111827; color: #fff;
  font: 11px monospace; line-height: normal; padding: 2px 4px; white-space: nowrap; z-index: 2; }
.nbx-side { flex: 0 0 300px; max-width: 40%; }
.nbx-tabs button { font: 12px system-ui, sans-serif; border: 0; background: none; padding: 3px 6px;
  cursor: pointer; }
.nbx-tabs button.on { border-bottom: 2px solid #2563eb; font-weight: 600; }
.nbx-panel { max-height: 520px; overflow: auto; font-size: 12px; }
.nbx-row { padding: 2px 4px; cursor: pointer; white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }
.nbx-row:hover { background: #f3f4f6; }
.nbx-row.on { background: #dbeafe; }
.nbx-ref { color: #6b7280; font-family: monospace; }
.nbx-step { font-family: monospace; padding: 2px 0; border-bottom: 1px solid #f3f4f6; }
.nbx-step .sel { color: #6b7280; }
.nbx-code pre { font: 11px monospace; background: #f9fafb; padding: 6px; max-height: 16em;
  overflow: auto; white-space: pre; user-select: text; }
`;

// Per widget (its "key": views may get model objects of their own), so a view made
// again (the output updated) keeps the field being typed into, what was typed and
// the queue.
const STATES = new Map();
function stateOf(model) {
  const key = model.get("key");
  if (!STATES.has(key)) {
    STATES.set(key, { field: null, typed: "", queue: [], busy: false, armed: false, view: null,
      answered: null, name: "recorded", tab: "Tree", search: "" });
  }
  return STATES.get(key);
}

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  for (const child of children) node.append(child);
  return node;
}

// The same rule as nbshot.session.explorer_widget.element_at.
export function elementAt(boxes, x, y) {
  const inside = boxes.filter((b) => b.x <= x && x < b.x + b.w && b.y <= y && y < b.y + b.h);
  for (const pool of [inside.filter((b) => b.actionable), inside]) {
    if (pool.length) return pool.reduce((a, b) => (b.w * b.h < a.w * a.h ? b : a));
  }
  return null;
}

function render({ model, el: root }) {
  const state = stateOf(model);
  const style = el("style", { textContent: STYLE });
  const steps = el("input", { type: "text", size: 44, className: "nbx-steps",
    placeholder: "click:e3   fill:e4=hello   press:Enter   (several: separate with ;)" });
  const button = (text, title) => el("button", { textContent: text, title });
  const run = button("Run", "Run the steps in the box");
  const back = button("Back", "The browser's Back");
  const undo = button("Undo", "Take back the last step (the page is replayed from the start)");
  const name = el("input", { type: "text", size: 12, value: state.name, title: "File name" });
  name.addEventListener("input", () => { state.name = name.value; });
  const saveFlow = button("Save flow", "Write the history as NAME.ipynb, a flow");
  const exportTest = button("Export test", "Write the history as test_NAME.py (pytest-playwright)");
  const bar = el("div", { className: "nbx-bar" }, steps, run, back, undo, name, saveFlow, exportTest);
  // A host that cannot do some of these says which (the MCP Apps view has no Undo).
  if ((model.get("hidden") || []).includes("Undo")) undo.style.display = "none";
  const status = el("div", { className: "nbx-status" });
  const img = el("img", { alt: "The page", draggable: false });
  const pic = el("div", { className: "nbx-pic", tabIndex: 0, title: "" }, img);
  const hover = el("div", { className: "nbx-box nbx-hover" });
  const sel = el("div", { className: "nbx-box nbx-sel" });
  const field = el("div", { className: "nbx-box nbx-field" });
  const label = el("div", { className: "nbx-label" });
  for (const part of [hover, sel, field, label]) { part.style.display = "none"; pic.append(part); }
  const search = el("input", { type: "search", placeholder: "Search the tree", size: 30 });
  const panels = { Tree: el("div"), History: el("div"), Console: el("div"), Network: el("div") };
  const tabs = el("div", { className: "nbx-tabs" });
  const panel = el("div", { className: "nbx-panel" });
  let tab = state.tab;
  search.value = state.search;
  for (const title of Object.keys(panels)) {
    const t = el("button", { textContent: title });
    t.addEventListener("click", () => { tab = state.tab = title; drawSide(); });
    tabs.append(t);
  }
  const side = el("div", { className: "nbx-side" }, tabs, search, panel);
  const main = el("div", { className: "nbx-main" }, pic, side);
  const box = el("div", { className: "nbx" }, style, bar, status, main);
  // JupyterLab's shortcuts (a, b, d d, Enter...) must not fire while typing here.
  box.setAttribute("data-lm-suppress-shortcuts", "true");
  root.append(box);

  let url = null;
  const scale = () => img.clientWidth / (model.get("picture_width") || img.naturalWidth || 1);
  const place = (node, b) => {
    const s = scale();
    Object.assign(node.style, { display: "block", left: `${b.x * s}px`, top: `${b.y * s}px`,
      width: `${b.w * s}px`, height: `${b.h * s}px` });
  };
  const pointOf = (event) => {
    const r = img.getBoundingClientRect(), s = scale();
    return [(event.clientX - r.left) / s, (event.clientY - r.top) / s];
  };

  // -- talking to Python: one request at a time, the rest queued ------------------------
  function send(message) {
    state.queue.push(message);
    pump();
  }
  function pump() {
    if (state.busy || !state.queue.length || model.get("closed")) return;
    state.busy = true;
    pic.classList.add("busy");
    model.send(state.queue.shift());
  }
  function commitTyping(extra = []) {
    const out = [];
    if (state.field && state.typed) out.push(`fill:${state.field.ref}=${state.typed}`);
    state.typed = "";
    out.push(...extra);
    if (out.length) send({ do: "act", steps: out });
    drawField();
  }

  // -- drawing ------------------------------------------------------------------------------
  function drawPicture() {
    const data = model.get("picture");
    if (typeof data === "string") { // a data: URI (the MCP Apps view: no blob: under its CSP)
      if (data) img.src = data;
    } else {
      if (!data || !data.byteLength) return;
      if (url) URL.revokeObjectURL(url);
      url = URL.createObjectURL(new Blob([data], { type: "image/png" }));
      img.src = url;
    }
    img.style.maxWidth = `${model.get("picture_width")}px`;
  }
  function drawStatus() {
    status.innerHTML = model.get("status");
    status.className = "nbx-status" + (model.get("error") ? " error" : "");
  }
  function drawSelected() {
    const ref = model.get("selected");
    const b = model.get("boxes").find((x) => x.ref === ref);
    if (b && img.clientWidth) place(sel, b); else sel.style.display = "none";
    for (const row of panels.Tree.children) row.classList.toggle("on", row.dataset.ref === ref);
  }
  function drawField() {
    if (!state.field || !img.clientWidth) { field.style.display = "none"; return; }
    place(field, state.field);
    const shown = state.field.secret ? "•".repeat(state.typed.length) : state.typed;
    field.textContent = shown + "▏";
  }
  function select(ref) {
    model.set("selected", ref);
    model.save_changes();
    drawSelected();
  }
  function drawTree() {
    const words = search.value.toLowerCase();
    panels.Tree.replaceChildren(...model.get("tree")
      .filter((n) => !words || `${n.role} ${n.name} ${n.text} ${n.ref}`.toLowerCase().includes(words))
      .map((n) => {
        const row = el("div", { className: "nbx-row", title: "Click: outline it. Double-click: click it." },
          el("span", { className: "nbx-ref", textContent: `${n.ref} ` }), `${n.role} "${n.name || n.text}"`);
        row.dataset.ref = n.ref;
        row.addEventListener("click", () => select(n.ref));
        row.addEventListener("dblclick", () => { commitTyping(); send({ do: "act", steps: [`click:${n.ref}`] }); });
        return row;
      }));
    drawSelected();
  }
  function drawSide() {
    for (const t of tabs.children) t.classList.toggle("on", t.textContent === tab);
    search.style.display = tab === "Tree" ? "" : "none";
    panels.History.replaceChildren(...model.get("history").map((h, i) => el("div",
      { className: "nbx-step" }, `${i + 1}. ${h.by_ref}`, el("br"),
      el("span", { className: "sel", textContent: `   ${h.by_selector}` }))));
    if (!model.get("history").length) panels.History.textContent = "No steps yet: click the picture.";
    panels.Console.innerHTML = model.get("console_html");
    panels.Network.innerHTML = model.get("network_html");
    panel.replaceChildren(panels[tab]);
    drawTree();
  }
  function drawClosed() {
    const closed = model.get("closed");
    for (const c of [steps, run, back, undo]) c.disabled = closed;
  }

  // -- pointing, clicking, typing, scrolling on the picture -------------------------------
  pic.addEventListener("mousemove", (event) => {
    const [x, y] = pointOf(event);
    const b = elementAt(model.get("boxes"), x, y);
    if (!b) { hover.style.display = label.style.display = "none"; return; }
    place(hover, b);
    label.textContent = `${b.role} "${b.name}" [${b.ref}]`;
    const s = scale();
    Object.assign(label.style, { display: "block", left: `${b.x * s}px`,
      top: `${Math.max(0, b.y * s - 18)}px` });
  });
  pic.addEventListener("mouseleave", () => { hover.style.display = label.style.display = "none"; });
  pic.addEventListener("click", (event) => {
    // The point first, and a focus that does not scroll: a scroll moved the picture
    // under the click's coordinates, and the click then missed what it was on.
    const [x, y] = pointOf(event);
    pic.focus({ preventScroll: true });
    const b = elementAt(model.get("boxes"), x, y);
    commitTyping([b ? `click:${b.ref}` : `click:@${Math.round(x)},${Math.round(y)}`]);
    state.armed = true;
    pic.classList.add("armed");
    state.field = b && b.field ? b : null;
    if (b) select(b.ref);
    drawField();
  });
  // Keys go to the page from the click on the picture until a click elsewhere. They
  // are caught on the window, before the notebook's shortcuts: the output is drawn
  // anew after each step, and the notebook may take the focus meanwhile.
  const token = {};
  state.view = token;
  const editing = (t) => t && t !== pic && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
  function onKey(event) {
    if (!state.armed || state.view !== token || !pic.isConnected || model.get("closed")) return;
    if (event.ctrlKey || event.metaKey || event.altKey || editing(event.target)) return;
    if (event.shiftKey && event.key === "Enter") return; // the notebook's "run the cell"
    event.preventDefault();
    event.stopPropagation();
    if (SPECIAL.has(event.key)) {
      commitTyping([`press:${event.shiftKey ? "Shift+" : ""}${event.key}`]);
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") state.field = null;
      drawField();
    } else if (state.field && event.key === "Backspace") {
      state.typed = state.typed.slice(0, -1);
      drawField();
    } else if (state.field && event.key.length === 1) {
      state.typed += event.key;
      drawField();
    } else if (event.key.length === 1 || event.key === "Backspace" || event.key === "Delete") {
      send({ do: "act", steps: [`press:${event.key}`] });
    }
  }
  function onPointerElsewhere(event) {
    if (state.view !== token || box.contains(event.target)) return;
    if (state.armed && state.typed) commitTyping();
    state.armed = false;
    pic.classList.remove("armed");
  }
  window.addEventListener("keydown", onKey, true);
  window.addEventListener("mousedown", onPointerElsewhere, true);
  let wheel = 0, wheelTimer = null;
  pic.addEventListener("wheel", (event) => {
    event.preventDefault();
    wheel += event.deltaY;
    clearTimeout(wheelTimer);
    wheelTimer = setTimeout(() => {
      const amount = Math.round(Math.abs(wheel));
      if (amount) commitTyping([`scroll:${wheel > 0 ? "down" : "up"} ${amount}`]);
      wheel = 0;
    }, 150);
  }, { passive: false });
  img.addEventListener("load", () => { drawSelected(); drawField(); });

  // -- the bar ----------------------------------------------------------------------------
  const runBox = () => { if (steps.value.trim()) { send({ do: "run", text: steps.value }); steps.value = ""; } };
  steps.addEventListener("keydown", (event) => {
    event.stopPropagation();
    if (event.key === "Enter") runBox();
  });
  name.addEventListener("keydown", (event) => event.stopPropagation());
  search.addEventListener("keydown", (event) => event.stopPropagation());
  search.addEventListener("input", () => { state.search = search.value; drawTree(); });
  run.addEventListener("click", runBox);
  back.addEventListener("click", () => { commitTyping(); state.field = null; send({ do: "back" }); });
  undo.addEventListener("click", () => { commitTyping(); state.field = null; send({ do: "undo" }); });
  saveFlow.addEventListener("click", () => { commitTyping(); send({ do: "save_flow", name: name.value }); });
  exportTest.addEventListener("click", () => { commitTyping(); send({ do: "export_test", name: name.value }); });

  const onPicture = () => drawPicture();
  const onRevision = () => {
    // Once per answer, though several views may hear it: a second pump would send the
    // next queued message while the first is still being answered.
    if (state.answered !== model.get("revision")) {
      state.answered = model.get("revision");
      state.busy = false;
      pump();
    }
    pic.classList.toggle("busy", state.busy);
  };
  const onSide = () => drawSide();
  const onStatus = () => drawStatus();
  const onSelected = () => drawSelected();
  const onClosed = () => { drawClosed(); drawStatus(); };
  const listeners = [["change:picture", onPicture], ["change:revision", onRevision],
    ["change:tree change:history change:console_html change:network_html", onSide],
    ["change:status change:error", onStatus], ["change:selected change:boxes", onSelected],
    ["change:closed", onClosed]];
  // One name per call: marimo's model does not split "change:a change:b" as Backbone does.
  // JupyterLab draws an updated output anew without removing the view it replaces
  // (ipywidgets' renderer only empties its node), so that view would keep hearing the
  // model, decoding every picture, for as long as the cell lives. It lets go at the
  // first change once it is out of the page and a newer view of this widget exists.
  const replaced = () => !root.isConnected && state.view !== token;
  const each = (names, f) => names.split(" ").map((n) => [n, () => (replaced() ? stop() : f())]);
  const events = listeners.flatMap(([names, f]) => each(names, f));
  for (const [name_, f] of events) model.on(name_, f);
  drawPicture(); drawStatus(); drawSide(); drawClosed();
  if (state.busy) pic.classList.add("busy");
  if (state.armed) pic.classList.add("armed");
  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    for (const [name_, f] of events) model.off(name_, f);
    window.removeEventListener("keydown", onKey, true);
    window.removeEventListener("mousedown", onPointerElsewhere, true);
    if (url) URL.revokeObjectURL(url);
  }
  return stop;
}

export default { render };
