/** The types of what TypeScript modules import from lib.mjs (tests/chromium.ts). */
export declare const chromiumPath: string;
export declare const headlessShellPath: string;
export declare const chromiumFlags: readonly string[];
export declare function median(values: readonly number[]): number;
