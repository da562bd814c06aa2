import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baselineOf } from '../../visual/baselines';
import { sameBaselineAs } from '../../visual/sharedBaselines';

/**
 * Every story id the story files define: `<title as id>--<export as id>`, as the baselines are named, each with
 * whether it is tagged `!screenshot` (its own tags, the text between its export and the next).
 */
function stories(): Map<string, { screenshot: boolean }> {
  const ids = new Map<string, { screenshot: boolean }>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.stories.tsx')) {
        const source = readFileSync(path, 'utf8');
        const title = /\btitle:\s*'([^'/]+\/[^']+)'/.exec(source)?.[1];
        if (!title) continue;
        const component = title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        const exports = Array.from(source.matchAll(/^export const (\w+)/gm));
        exports.forEach((match, i) => {
          const story = (match[1] ?? '')
            .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
            .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
            .toLowerCase();
          const body = source.slice(match.index, exports[i + 1]?.index ?? source.length);
          ids.set(`${component}--${story}`, { screenshot: !/\btags:\s*\[[^\]]*'!screenshot'/.test(body) });
        });
      }
    }
  };
  walk('stories');
  return ids;
}

const storyIds = () => new Set(stories().keys());

describe("stories that share another story's baseline", () => {
  const ids = storyIds();
  const entries = Object.entries(sameBaselineAs);

  it('name stories that exist, each covered by a baseline of its own kind', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [story, covering] of entries) {
      expect(ids, story).toContain(story);
      expect(ids, covering).toContain(covering);
      // The covering story has its own baseline (it is not in the list itself).
      expect(sameBaselineAs[covering], covering).toBeUndefined();
      expect(existsSync(baselineOf(covering)), baselineOf(covering)).toBe(true);
    }
  });

  it('have no baseline of their own left behind', () => {
    for (const [story] of entries) expect(existsSync(baselineOf(story)), baselineOf(story)).toBe(false);
  });
});

describe("stories tagged '!screenshot'", () => {
  const tagged = Array.from(stories()).filter(([, story]) => !story.screenshot);

  it('are found, and none also shares a baseline', () => {
    expect(tagged.map(([id]) => id)).toContain('patterns-quickactioncard--read-reviews');
    for (const [id] of tagged) expect(sameBaselineAs[id], id).toBeUndefined();
  });

  it('have no baseline of their own left behind', () => {
    for (const [id] of tagged) expect(existsSync(baselineOf(id)), baselineOf(id)).toBe(false);
  });

  it('leave the stories beside them screenshotted', () => {
    const ids = stories();
    expect(ids.get('patterns-quickactioncard--get-directions')?.screenshot).toBe(true);
    expect(ids.get('patterns-quickactioncard--call-and-reserve')?.screenshot).toBe(true);
  });
});
