/** A story that throws while rendering: nbshot must report Storybook's message. */
export default { title: "Faulty/Throws" };

export const Broken = {
  render: () => {
    throw new Error("The chart needs data");
  },
};
