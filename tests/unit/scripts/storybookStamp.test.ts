/**
 * The static Storybook's stale check (scripts/storybookStamp.mjs): the inputs' hash changes with a file's path or
 * contents and not with its time; a folder is fresh only when built and stamped with the hash of now; the next
 * build's expected time is the last one's.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  defaultBuildMs,
  expectedBuildMs,
  inputsHash,
  isFresh,
  readStamp,
  stampFile,
  storybookInputs,
  writeStamp,
} from '../../../scripts/storybookStamp.mjs';

/** A project with a story, a component, a public file and a lockfile. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'pod-stamp-'));
  for (const dir of ['stories', 'design-system/primitives', 'public', '.storybook'])
    mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'stories/Button.stories.tsx'), 'export const Primary = {};');
  writeFileSync(join(root, 'design-system/primitives/Button.tsx'), 'export const Button = () => null;');
  writeFileSync(join(root, 'public/favicon.svg'), '<svg/>');
  writeFileSync(join(root, '.storybook/main.ts'), 'export default {};');
  writeFileSync(join(root, 'package-lock.json'), '{}');
  return root;
}

describe('inputsHash', () => {
  it('covers the config, stories, design system, app, machines, public files and the lockfile', () => {
    for (const input of ['.storybook', 'stories', 'design-system', 'app', 'machines', 'public', 'package-lock.json'])
      expect(storybookInputs).toContain(input);
  });

  it('is the same for the same files, whatever their times', () => {
    const root = project();
    const before = inputsHash(root);
    utimesSync(join(root, 'stories/Button.stories.tsx'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(inputsHash(root)).toBe(before);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes when a file changes, is added, removed or renamed, in any input', () => {
    const root = project();
    const seen = new Set([inputsHash(root)]);
    const changed = () => {
      const hash = inputsHash(root);
      expect(seen.has(hash)).toBe(false);
      seen.add(hash);
    };
    writeFileSync(join(root, 'design-system/primitives/Button.tsx'), 'export const Button = () => "b";');
    changed();
    writeFileSync(join(root, 'stories/Card.stories.tsx'), 'export const Plain = {};');
    changed();
    renameSync(join(root, 'stories/Card.stories.tsx'), join(root, 'stories/Tile.stories.tsx'));
    changed();
    rmSync(join(root, 'stories/Tile.stories.tsx'));
    // Back to the files of two steps ago: the same hash as then.
    expect(seen.has(inputsHash(root))).toBe(true);
    writeFileSync(join(root, 'public/favicon.svg'), '<svg></svg>');
    changed();
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    changed();
    writeFileSync(join(root, '.storybook/preview.tsx'), 'export default {};');
    changed();
  });

  it('tells a file from its contents moved to another name, and a missing input from an empty one', () => {
    const a = project();
    const b = project();
    rmSync(join(b, 'stories/Button.stories.tsx'));
    writeFileSync(join(b, 'stories/Buttons.stories.tsx'), 'export const Primary = {};');
    expect(inputsHash(a)).not.toBe(inputsHash(b));
    const c = project();
    rmSync(join(c, 'public'), { recursive: true });
    const d = project();
    rmSync(join(d, 'public/favicon.svg'));
    expect(inputsHash(c)).not.toBe(inputsHash(d));
  });
});

describe('the stamp', () => {
  const built = (root: string) => {
    const dir = join(root, 'storybook-static');
    mkdirSync(dir);
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'iframe.html'), '<!doctype html>');
    return dir;
  };

  it('is fresh only when built and stamped with the hash of now', () => {
    const root = project();
    const dir = join(root, 'storybook-static');
    const hash = inputsHash(root);
    expect(isFresh(dir, hash)).toBe(false);
    built(root);
    expect(isFresh(dir, hash)).toBe(false);
    writeStamp(dir, { hash, durationMs: 61_234.5 });
    expect(isFresh(dir, hash)).toBe(true);
    expect(readStamp(dir)).toMatchObject({ hash, durationMs: 61_235 });
    writeFileSync(join(root, 'stories/Button.stories.tsx'), 'export const Secondary = {};');
    expect(isFresh(dir, inputsHash(root))).toBe(false);
    // A build cut short: the stamp of an earlier build, its pages gone.
    rmSync(join(dir, 'iframe.html'));
    expect(isFresh(dir, hash)).toBe(false);
  });

  it('gives the last build’s time, or two minutes without one (or with an unreadable stamp)', () => {
    const root = project();
    const dir = built(root);
    expect(expectedBuildMs(dir)).toBe(defaultBuildMs);
    expect(defaultBuildMs).toBe(120_000);
    writeStamp(dir, { hash: 'x', durationMs: 200_000 });
    expect(expectedBuildMs(dir)).toBe(200_000);
    writeFileSync(join(dir, stampFile), 'not json');
    expect(readStamp(dir)).toBeNull();
    expect(expectedBuildMs(dir)).toBe(defaultBuildMs);
  });
});
