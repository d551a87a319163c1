// The review page's host for review_view.js: the view's model over the review server's
// API (relative URLs: everything lives under the page's secret path).
import view from "./review_view.js";

const listeners = {};
const data = { items: [], status: "", error: false };

function set(changes) {
  Object.assign(data, changes);
  for (const key of Object.keys(changes)) (listeners["change:" + key] || []).forEach((fn) => fn());
}

async function load() {
  const answer = await fetch("api/items", { cache: "no-store" });
  const items = await answer.json();
  const stamp = Date.now(); // a picture approved and failed again is a new file
  for (const item of items) {
    item.urls = Object.fromEntries(item.files.map((role) => [role, `file/${item.id}/${role}?v=${stamp}`]));
  }
  set({ items });
}

const model = {
  get: (key) => data[key],
  on: (event, fn) => (listeners[event] ||= []).push(fn),
  async send(message) {
    try {
      const answer = await fetch("api/decide", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(message),
      });
      const said = await answer.json();
      set({ status: said.status, error: !answer.ok });
    } catch (error) {
      set({ status: `The review server did not answer: ${error}`, error: true });
    }
    await load();
  },
};

await load();
view.render({ model, el: document.getElementById("review") });
