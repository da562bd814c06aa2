/** Where a story's baseline lives, relative to the project: `tests/visual/__screenshots__/<story id>.png`. */
export const baselineOf = (storyId: string) => `tests/visual/__screenshots__/${storyId}.png`;
