// nbshot's explorer as an MCP Apps view (inlined by nbshot/session/explorer_app.py after
// explorer_widget.js, which it reaches as `explorer`, and NBSHOT: {tool, version}).
// It speaks the MCP Apps protocol to the host (JSON-RPC 2.0 over postMessage with
// window.parent) and plays the widget's model: each message the widget sends (a click,
// typed text, a key, the wheel, a button) is ONE tools/call of the app-only tool, whose
// structuredContent holds the widget's fields. No network, no blob: (the host's CSP).

const PROTOCOL = "2026-01-26"; // the MCP Apps version this view speaks

// -- JSON-RPC with the host ---------------------------------------------------------------
const waiting = new Map();
const handlers = {};
let nextId = 1;
function post(message) { window.parent.postMessage({ jsonrpc: "2.0", ...message }, "*"); }
function request(method, params) {
  const id = nextId++;
  post({ id, method, params });
  return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
}
function notify(method, params) { post({ method, params }); }
window.addEventListener("message", async (event) => {
  const m = event.data;
  // Only the host speaks to the view: a message from anywhere else is not read.
  if (event.source !== window.parent || !m || m.jsonrpc !== "2.0") return;
  if (m.method === undefined) { // an answer to one of ours
    const call = waiting.get(m.id);
    waiting.delete(m.id);
    if (call && m.error) call.reject(new Error(m.error.message || "the host refused"));
    else if (call) call.resolve(m.result);
    return;
  }
  const handler = handlers[m.method];
  if (m.id === undefined) { if (handler) handler(m.params || {}); return; }
  if (!handler) { post({ id: m.id, error: { code: -32601, message: `${m.method} is not handled` } }); return; }
  try { post({ id: m.id, result: (await handler(m.params || {})) || {} }); }
  catch (error) { post({ id: m.id, error: { code: -32603, message: String(error.message || error) } }); }
});

// -- the widget's model, kept here -----------------------------------------------------------
const values = { key: "mcp-app", picture: "", picture_width: 0, boxes: [], tree: [], history: [],
  console_html: "", network_html: "", status: "Waiting for the session…", error: false,
  selected: "", revision: 0, closed: false, hidden: ["Undo"] };
const listeners = new Map();
let session = null; // the session's id (or name), from the tool's input or answer
const model = {
  get: (name) => values[name],
  set: (name, value) => { values[name] = value; },
  save_changes: () => {},
  on: (name, f) => { if (!listeners.has(name)) listeners.set(name, new Set()); listeners.get(name).add(f); },
  off: (name, f) => { listeners.get(name)?.delete(f); },
  send: (message) => { ask(message); },
};
function update(fields) {
  const changed = Object.keys(fields).filter((k) => k in values && values[k] !== fields[k]);
  for (const k of changed) values[k] = fields[k];
  for (const k of changed) for (const f of listeners.get(`change:${k}`) || []) f();
}
function answered(fields) { update({ ...fields, revision: values.revision + 1 }); }

// One widget message, one tools/call; the widget sends the next once `revision` moves.
// Calls go one at a time, the view's own (a new answer of the agent's) among them.
let calls = Promise.resolve();
function ask(message) { calls = calls.then(() => call(message)); }
async function call(message) {
  if (!session) { answered({ status: "No session yet: the tool's answer has not come.", error: true }); return; }
  const args = { session, do: message.do || "show" };
  if (message.steps) args.steps = message.steps;
  if (message.text !== undefined) args.text = message.text;
  if (message.name !== undefined) args.name = message.name;
  try {
    const result = await request("tools/call", { name: NBSHOT.tool, arguments: args });
    if (result.isError) {
      const data = result.structuredContent || {};
      const text = (result.content || []).map((c) => c.text || "").join(" ");
      const gone = data.code === "SessionClosed" || data.code === "UnknownSession";
      answered({ status: escape(text || "The tool failed"), error: true, closed: gone || values.closed });
    } else {
      const picture = (result.content || []).find((c) => c.type === "image");
      const fields = { ...(result.structuredContent || {}) };
      if (picture) fields.picture = `data:${picture.mimeType};base64,${picture.data}`;
      answered(fields);
    }
  } catch (error) {
    answered({ status: escape(`The host did not pass the call on: ${error.message}`), error: true });
  }
}
function escape(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

// -- what the host tells the view -----------------------------------------------------------
// The tool's input names the session (act); open's answer does. Each answer of the
// agent's tool brings the picture up to date: one call of the app-only tool.
handlers["ui/notifications/tool-input"] = (params) => {
  const named = (params.arguments || {}).session;
  if (typeof named === "string") session = named;
};
handlers["ui/notifications/tool-result"] = (params) => {
  const data = params.structuredContent || {};
  if (params.isError) {
    update({ status: escape((params.content || [])[0]?.text || "The tool failed"), error: true });
    return;
  }
  if (typeof data.session === "string") session = data.session;
  ask({ do: "show" });
};
handlers["ui/notifications/tool-cancelled"] = (params) =>
  update({ status: escape(`The call was cancelled${params.reason ? `: ${params.reason}` : ""}`), error: true });
handlers["ui/notifications/host-context-changed"] = (params) => applyContext(params);
let stop = null;
handlers["ui/resource-teardown"] = () => {
  if (stop) stop();
  stop = null;
  resizes.disconnect();
  return {};
};
function applyContext(context) {
  const dims = (context && context.containerDimensions) || {};
  const width = dims.width || dims.maxWidth;
  if (width) document.body.style.maxWidth = `${width}px`;
}

// -- size: the host fits its iframe to what the view needs ------------------------------------
let lastSize = "";
const resizes = new ResizeObserver(() => {
  // The content's own size (the body, as wide as the host's container allows), not the
  // iframe's: a host grows or shrinks the iframe to it.
  const width = Math.ceil(document.body.getBoundingClientRect().width);
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (`${width}x${height}` === lastSize) return;
  lastSize = `${width}x${height}`;
  notify("ui/notifications/size-changed", { width, height });
});

// -- start: the handshake, then the widget ----------------------------------------------------
(async () => {
  const result = await request("ui/initialize", {
    appInfo: { name: "nbshot-explorer", version: NBSHOT.version },
    appCapabilities: { availableDisplayModes: ["inline", "fullscreen"] },
    protocolVersion: PROTOCOL,
  });
  applyContext(result.hostContext);
  stop = explorer.render({ model, el: document.getElementById("nbshot-app") });
  resizes.observe(document.documentElement);
  resizes.observe(document.body);
  notify("ui/notifications/initialized", {});
})();
