/**
 * The usage note and the Do / Don't points of a component's docs page, as Storybook's `docs` parameter: the markdown
 * of `parameters.docs.description.component`, shown at the top of the page above the props table (it replaces the
 * component's doc comment there, so the note says what the comment said). Written in each story file's meta.
 */
export interface ComponentDocs {
  /** What the component is for and how to use it: a short paragraph of markdown. */
  usage: string;
  /** What to do with it, each point a sentence of markdown. */
  do: readonly string[];
  /** What not to do with it, and what to use instead. */
  dont: readonly string[];
}

export function componentDocs({ usage, do: dos, dont }: ComponentDocs) {
  const points = (label: string, items: readonly string[]) => items.map((item) => `- **${label}** ${item}`);
  const component = [usage, '', ...points('Do', dos), ...points("Don't", dont)].join('\n');
  return { description: { component } };
}
