// The view side of MCP Apps, for nbshot's views in a chat host's iframe (inlined first
// by nbshot/session/explorer_app.py: app_document). JSON-RPC 2.0 over postMessage with
// window.parent: the ui/initialize handshake, tools/call one at a time, the size the
// view needs (ui/notifications/size-changed), the host's container and teardown.

const PROTOCOL = "2026-01-26"; // the MCP Apps version these views speak

function hostConnection({ name, version }) {
  const waiting = new Map();
  const handlers = {};
  let nextId = 1;
  let stop = null;
  const post = (message) => window.parent.postMessage({ jsonrpc: "2.0", ...message }, "*");
  function request(method, params) {
    const id = nextId++;
    post({ id, method, params });
    return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
  }
  const notify = (method, params) => post({ method, params });
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

  // The content's own size (the body, as wide as the host's container allows), not the
  // iframe's: a host grows or shrinks the iframe to it.
  let lastSize = "";
  const resizes = new ResizeObserver(() => {
    const width = Math.ceil(document.body.getBoundingClientRect().width);
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (`${width}x${height}` === lastSize) return;
    lastSize = `${width}x${height}`;
    notify("ui/notifications/size-changed", { width, height });
  });
  function applyContext(context) {
    const dims = (context && context.containerDimensions) || {};
    const width = dims.width || dims.maxWidth;
    if (width) document.body.style.maxWidth = `${width}px`;
  }
  handlers["ui/notifications/host-context-changed"] = (params) => applyContext(params);
  handlers["ui/resource-teardown"] = () => {
    if (stop) stop();
    stop = null;
    resizes.disconnect();
    return {};
  };

  // Calls go one at a time, in the order asked: each answer is drawn before the next.
  let calls = Promise.resolve();
  function callTool(tool, args) {
    const next = calls.then(() => request("tools/call", { name: tool, arguments: args }));
    calls = next.catch(() => {});
    return next;
  }

  // The handshake, then the view (mount returns what stops it), then "initialized".
  async function start(mount) {
    const result = await request("ui/initialize", {
      appInfo: { name, version },
      appCapabilities: { availableDisplayModes: ["inline", "fullscreen"] },
      protocolVersion: PROTOCOL,
    });
    applyContext(result.hostContext);
    stop = mount();
    resizes.observe(document.documentElement);
    resizes.observe(document.body);
    notify("ui/notifications/initialized", {});
  }
  return { handlers, callTool, start };
}

// Text for innerHTML.
function escapeHtml(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}
