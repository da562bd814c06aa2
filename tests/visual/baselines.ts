/** Where a story's baseline lives, relative to the project: `tests/visual/__screenshots__/<story id>.png`. */
export const baselineOf = (storyId: string) => `tests/visual/__screenshots__/${storyId}.png`;

/**
 * Where toMatchScreenshot writes a failed story's `<story id>-actual.png` and `-diff.png` (vite.config.ts's
 * resolveDiffPath; `arg` is "<component id>/<story>-actual", see tests/visual/storyScreenshot.ts), relative to the
 * project. scripts/visual-report.mjs reads them from there.
 */
export const differenceOf = (arg: string, ext: string) => `test-results/visual/${arg.replace('/', '--')}${ext}`;
