import { readFileSync } from 'node:fs';

/** A chunk of the production build's manifest (dist/.vite/manifest.json). */
export interface Chunk {
  file: string;
  /** The chunk's name: its entry module's file name, or its group's (scripts/chunkGroups.ts). */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The production build's chunks, and what a page loads first: `closure(key)` is a chunk with everything it imports
 * statically; `initial` is the page's script (app/boot.ts) with the app it always loads (app/main.tsx, in the chunk named `main`).
 */
export function readBundle() {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (!manifest[key] || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const initial = closure(entry);
  for (const app of manifest[entry]!.dynamicImports ?? []) closure(app, initial);
  return { manifest, closure, initial };
}
