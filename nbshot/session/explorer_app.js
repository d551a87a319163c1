// nbshot's explorer as an MCP Apps view (inlined by nbshot/session/explorer_app.py after
// app_bridge.js and explorer_widget.js, which it reaches as `explorer`; NBSHOT holds
// {tool, version}). It plays the widget's model: each message the widget sends (a click,
// typed text, a key, the wheel, a button) is ONE tools/call of the app-only tool, whose
// answer holds the widget's fields and the picture. No network, no blob: (the CSP).

const host = hostConnection({ name: "nbshot-explorer", version: NBSHOT.version });

// -- the widget's model, kept here -----------------------------------------------------------
const values = { key: "mcp-app", picture: "", picture_width: 0, boxes: [], tree: [], history: [],
  console_html: "", network_html: "", status: "Waiting for the session…", error: false,
  selected: "", revision: 0, closed: false, hidden: ["Undo"] };
const listeners = new Map();
let session = null; // the session's handle (or name), from the tool's input or answer
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
async function ask(message) {
  if (!session) { answered({ status: "No session yet: the tool's answer has not come.", error: true }); return; }
  const args = { session, do: message.do || "show" };
  if (message.steps) args.steps = message.steps;
  if (message.text !== undefined) args.text = message.text;
  if (message.name !== undefined) args.name = message.name;
  try {
    const result = await host.callTool(NBSHOT.tool, args);
    if (result.isError) {
      const data = result.structuredContent || {};
      const text = (result.content || []).map((c) => c.text || "").join(" ");
      const gone = data.code === "SessionClosed" || data.code === "UnknownSession";
      answered({ status: escapeHtml(text || "The tool failed"), error: true, closed: gone || values.closed });
    } else {
      const picture = (result.content || []).find((c) => c.type === "image");
      const fields = { ...(result.structuredContent || {}) };
      if (picture) fields.picture = `data:${picture.mimeType};base64,${picture.data}`;
      answered(fields);
    }
  } catch (error) {
    answered({ status: escapeHtml(`The host did not pass the call on: ${error.message}`), error: true });
  }
}

// -- what the host tells the view -----------------------------------------------------------
// The tool's input names the session (act); open's answer does. Each answer of the
// agent's tool brings the picture up to date: one call of the app-only tool.
host.handlers["ui/notifications/tool-input"] = (params) => {
  const named = (params.arguments || {}).session;
  if (typeof named === "string") session = named;
};
host.handlers["ui/notifications/tool-result"] = (params) => {
  const data = params.structuredContent || {};
  if (params.isError) {
    update({ status: escapeHtml((params.content || [])[0]?.text || "The tool failed"), error: true });
    return;
  }
  if (typeof data.session === "string") session = data.session;
  ask({ do: "show" });
};
host.handlers["ui/notifications/tool-cancelled"] = (params) =>
  update({ status: escapeHtml(`The call was cancelled${params.reason ? `: ${params.reason}` : ""}`), error: true });

host.start(() => explorer.render({ model, el: document.getElementById("nbshot-app") }));
