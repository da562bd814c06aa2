/** The types of what TypeScript modules import from visual-report.mjs (tests/unit/visual/visualReport.test.ts). */
export interface Size {
  width: number;
  height: number;
}
export interface Comparison {
  before: Size;
  after: Size;
  changed: number;
  total: number;
  area: (Size & { x: number; y: number }) | null;
  diff(): Buffer;
  closeUps(): { before: Buffer; after: Buffer; x: number; y: number; width: number; height: number } | null;
}
export interface StoryName {
  title: string;
  name: string;
  file: string | null;
}
type Image = Buffer | (() => Buffer);
export declare const reportDir: string;
export declare const baselinesDir: string;
export declare function comparePngs(before: Buffer, after: Buffer): Comparison;
export declare function describeChange(comparison: Pick<Comparison, 'before' | 'after' | 'changed' | 'total'>): string;
export declare function storyNames(options?: { stories?: string; results?: string }): {
  name: (id: string) => StoryName;
  failed: Set<string> | null;
};
export declare function writeReport(options: {
  dir?: string;
  entries: { id: string; before: Image | null; after: Image }[];
  mode?: 'stories' | 'update';
  names?: (id: string) => StoryName;
}): { path: string; stories: number };
export declare function reportStoryChanges(options?: {
  dir?: string;
  baselines?: string;
  stories?: string;
  results?: string;
}): { path: string; stories: number } | null;
