// nbshot's comparison as an MCP Apps view (inlined by nbshot/testing/compare_app.py after
// app_bridge.js and review_view.js, which it reaches as `review`; NBSHOT holds {tool,
// version}). It plays the review's model: the items (baseline | current | diff as data:
// URIs) come from the app-only tool, and each Approve or Reject is ONE call of it.

const host = hostConnection({ name: "nbshot-compare", version: NBSHOT.version });
const data = { items: [], status: "Waiting for the comparison…", error: false };
const listeners = {};
let comparison = null; // the kept comparison's handle, from compare's answer

function set(changes) {
  Object.assign(data, changes);
  for (const key of Object.keys(changes)) (listeners[`change:${key}`] || []).forEach((fn) => fn());
}

async function ask(args) {
  try {
    const result = await host.callTool(NBSHOT.tool, { comparison, ...args });
    if (result.isError) {
      set({ status: (result.content || []).map((c) => c.text || "").join(" "), error: true });
    } else {
      set({ error: false, ...(result.structuredContent || {}) });
    }
  } catch (error) {
    set({ status: `The host did not pass the call on: ${error.message}`, error: true });
  }
}

const model = {
  get: (key) => data[key],
  on: (event, fn) => (listeners[event] ||= []).push(fn),
  send: (message) => ask({ do: message.action, ids: message.ids }),
};

host.handlers["ui/notifications/tool-result"] = (params) => {
  const handle = (params.structuredContent || {}).comparison;
  if (params.isError || typeof handle !== "string") {
    set({ status: (params.content || []).map((c) => c.text || "").join(" "), error: !!params.isError });
    return;
  }
  comparison = handle;
  ask({ do: "show" });
};

host.start(() => {
  review.render({ model, el: document.getElementById("nbshot-app") });
  return null;
});
