/** Storybook for nbshot's tests: a few HTML stories, built statically. */
export default {
  stories: ["../stories/*.stories.js"],
  framework: { name: "@storybook/html-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};
