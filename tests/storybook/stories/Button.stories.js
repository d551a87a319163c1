import "./button.css";

/** A button in three kinds: what a design system's first stories look like. */
export default {
  title: "Example/Button",
  args: { label: "Save changes" },
  render: ({ label, kind }) => {
    const button = document.createElement("button");
    button.className = `nb-button nb-button--${kind}`;
    button.textContent = label;
    return button;
  },
};

export const Primary = { args: { kind: "primary" } };
export const Secondary = { args: { kind: "secondary" } };
export const Danger = { args: { kind: "danger", label: "Delete project" } };
