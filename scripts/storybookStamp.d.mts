/** The types of what TypeScript modules import from storybookStamp.mjs (server/storybookBuild.ts, the unit tests). */
export interface StorybookStamp {
  /** SHA-256 (hex) of the inputs the build was made from. */
  hash: string;
  /** How long the build took, ms. */
  durationMs: number;
  /** ISO instant the build finished. */
  builtAt: string;
}
export declare const storybookDir: string;
export declare const stampFile: string;
export declare const defaultBuildMs: number;
export declare const storybookInputs: readonly string[];
export declare function inputsHash(root?: string, inputs?: readonly string[]): string;
export declare function readStamp(dir: string): StorybookStamp | null;
export declare function writeStamp(dir: string, stamp: { hash: string; durationMs: number; builtAt?: string }): void;
export declare function isBuilt(dir: string): boolean;
export declare function isFresh(dir: string, hash: string): boolean;
export declare function expectedBuildMs(dir: string): number;
