/** A card whose data comes from a loader, as data-driven components do: Storybook
 * renders it only once the loader resolves, so a capture must wait for the render,
 * not only for the page to load. */
export default {
  title: "Example/Card",
  loaders: [
    async () => ({ plan: await new Promise((done) => setTimeout(() => done("Team plan · 12 seats"), 700)) }),
  ],
  render: ({ title }, { loaded }) => {
    const card = document.createElement("article");
    card.id = "card";
    card.style.cssText = "font: 16px system-ui, sans-serif; width: 320px; padding: 16px; " +
      "border: 1px solid #d0d7de; border-radius: 8px";
    card.innerHTML = `<h2 style="margin:0 0 8px">${title}</h2><p style="margin:0">${loaded.plan}</p>`;
    return card;
  },
};

export const Loaded = { args: { title: "Acme Analytics" } };
