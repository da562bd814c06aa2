#!/usr/bin/env node
/**
 * A page a designer can read when story screenshots changed: `test-results/visual/report.html`, one section per
 * story with its name, links to it in Storybook, the baseline, the new image and a diff side by side (stacked on a
 * narrow screen), and the share of pixels that changed. Plain HTML with its own styles, no script and nothing from
 * outside; its images are copied into `test-results/visual/report/`, so the folder can be opened or passed on as is.
 *
 * Two sources (both run after the tests, so a story whose screenshot matches costs nothing here):
 * - a story test run: each `<story id>-actual.png` Vitest's toMatchScreenshot left in test-results/visual (named by
 *   vite.config.ts's resolveDiffPath) against `tests/visual/__screenshots__/<story id>.png`; a `-reference.png` there
 *   (a story with no baseline, in CI) is shown as new. `npm test` runs this when its stories stage fails;
 *   `node scripts/visual-report.mjs [--results <vitest json report>]` does it by hand.
 * - the baselines `npm run test:update-snapshots` rewrote, against git's HEAD (scripts/baseline-changes.mjs).
 *
 * The share is counted here from the two PNGs' decoded pixels: a pixel counts as changed if any of its four
 * channels differs, anti-aliased edges included (the test's own check, Vitest's pixelmatch at threshold 0, leaves
 * out pixels it takes for anti-aliasing, so the count in a test's message can be lower).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PNG } from 'pngjs';

export const reportDir = 'test-results/visual';
export const baselinesDir = 'tests/visual/__screenshots__';
/** Stories drawn with their images; past this many the rest are only named (a Chromium upgrade can change them all). */
const drawnLimit = Number(process.env.VISUAL_REPORT_LIMIT ?? 100);

/**
 * Compares two PNGs pixel by pixel: both sizes, how many pixels changed out of how many, and the smallest rectangle
 * holding the changed ones. `diff()` draws the diff PNG (the old image in pale grey, every changed pixel red; when the
 * sizes differ it covers both images, and a pixel only one of them has counts as changed); `closeUps()` crops the
 * changed area of both images.
 */
export function comparePngs(beforeBytes, afterBytes) {
  const before = PNG.sync.read(beforeBytes);
  const after = PNG.sync.read(afterBytes);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const same = (x, y) => {
    const inBefore = x < before.width && y < before.height;
    const inAfter = x < after.width && y < after.height;
    if (!inBefore || !inAfter) return !inBefore && !inAfter;
    const b = (y * before.width + x) * 4;
    const a = (y * after.width + x) * 4;
    return (
      before.data[b] === after.data[a] &&
      before.data[b + 1] === after.data[a + 1] &&
      before.data[b + 2] === after.data[a + 2] &&
      before.data[b + 3] === after.data[a + 3]
    );
  };
  let changed = 0;
  const box = { left: width, top: height, right: -1, bottom: -1 };
  const sameSize = before.width === after.width && before.height === after.height;
  const row = (image, y) => image.data.subarray(y * width * 4, (y + 1) * width * 4);
  if (!sameSize || !before.data.equals(after.data)) {
    for (let y = 0; y < height; y++) {
      // A row with the same bytes in both (most of them, usually) is not looked at pixel by pixel.
      if (sameSize && row(before, y).equals(row(after, y))) continue;
      for (let x = 0; x < width; x++) {
        if (same(x, y)) continue;
        changed += 1;
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.top = Math.min(box.top, y);
        box.bottom = Math.max(box.bottom, y);
      }
    }
  }
  const diff = () => {
    const out = new PNG({ width, height });
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 4;
        if (!same(x, y)) {
          out.data[o] = 255;
          out.data[o + 3] = 255;
        } else if (x < before.width && y < before.height) {
          // The old pixel's luminance, nine tenths of the way to white, so the red stands out.
          const b = (y * before.width + x) * 4;
          const luma = 0.299 * before.data[b] + 0.587 * before.data[b + 1] + 0.114 * before.data[b + 2];
          const grey = Math.round(255 - (255 - luma) * (before.data[b + 3] / 255) * 0.1);
          out.data[o] = out.data[o + 1] = out.data[o + 2] = grey;
          out.data[o + 3] = 255;
        }
      }
    }
    // One filter (Paeth) for every row: pngjs tries all five per row by default, four times slower for 5% smaller.
    return PNG.sync.write(out, { filterType: 4 });
  };
  return {
    before: { width: before.width, height: before.height },
    after: { width: after.width, height: after.height },
    changed,
    total: width * height,
    area: changed
      ? { x: box.left, y: box.top, width: box.right - box.left + 1, height: box.bottom - box.top + 1 }
      : null,
    diff,
    closeUps: () => closeUps(before, after, changed ? box : null),
  };
}

/**
 * The changed area of both images at full size, with some of what is around it (at least 320 x 160 px where the
 * picture has that much), so a change a few pixels wide can be seen on a phone: `{ before, after, x, y, width,
 * height }`, the two crops as PNGs, or null when the sizes differ, nothing changed or the area is most of the picture.
 */
function closeUps(before, after, box) {
  if (!box || before.width !== after.width || before.height !== after.height) return null;
  // One axis: the changed span with a margin, grown about its centre to `least`, kept inside the picture.
  const span = (start, end, size, least, most) => {
    const length = Math.min(size, most, Math.max(least, end - start + 1 + 2 * 32));
    const from = Math.round((start + end + 1) / 2 - length / 2);
    return [Math.min(Math.max(0, from), size - length), length];
  };
  const [x, width] = span(box.left, box.right, before.width, 320, 1280);
  const [y, height] = span(box.top, box.bottom, before.height, 160, 800);
  if (width * height > (before.width * before.height) / 2) return null;
  const crop = (image) => {
    const out = new PNG({ width, height });
    PNG.bitblt(image, out, x, y, width, height, 0, 0);
    return PNG.sync.write(out, { filterType: 4 });
  };
  return { before: crop(before), after: crop(after), x, y, width, height };
}

const count = (n) => n.toLocaleString('en-US');

/** "0.42% of pixels changed (1,234 of 293,000)", after "size changed from WxH to WxH; " when the sizes differ. */
export function describeChange({ before, after, changed, total }) {
  const share = (changed / total) * 100;
  const percent = changed > 0 && share < 0.01 ? 'less than 0.01%' : `${share.toFixed(2)}%`;
  const pixels = `${percent} of pixels changed (${count(changed)} of ${count(total)})`;
  if (before.width === after.width && before.height === after.height) return pixels;
  return `size changed from ${before.width}x${before.height} to ${after.width}x${after.height}; ${pixels}`;
}

/** Storybook's id of a title or name ("Patterns/NavBar" -> "patterns-navbar"), as storybook/internal/csf makes it. */
const sanitize = (text) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** "full-width-on-phone" -> "Full Width On Phone": Storybook's name for an export when the story sets none. */
const humanize = (slug) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

function storyFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.stories.tsx') || f.endsWith('.stories.ts'))
    .map((f) => join(dir, f));
}

const titleOf = (file) => /\btitle:\s*(['"`])(.+?)\1/.exec(readFileSync(file, 'utf8'))?.[2];

/**
 * How to name each story: its component title from the story files' `title:` (stories/**), its story name and file
 * from a Vitest JSON report when there is one (the test's title is the story's name), else the id's words.
 * Returns `(id) => { title, name, file }` and, from the report, the ids whose test failed.
 */
export function storyNames({ stories = 'stories', results } = {}) {
  const components = new Map();
  for (const file of storyFiles(stories)) {
    const title = titleOf(file);
    if (title) components.set(sanitize(title), { title, file: relative(process.cwd(), file) });
  }
  const tests = new Map();
  const failed = new Set();
  const report = results && existsSync(results) ? JSON.parse(readFileSync(results, 'utf8')) : null;
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const id = test.meta?.storyId;
      if (!id) continue;
      tests.set(id, { name: test.title, file: relative(process.cwd(), file.name) });
      if (test.status === 'failed') failed.add(id);
    }
  }
  const name = (id) => {
    const [component = id, story = ''] = id.split('--');
    const fromFiles = components.get(component);
    const fromTest = tests.get(id);
    return {
      title: fromFiles?.title ?? humanize(component),
      name: fromTest?.name ?? humanize(story),
      file: fromTest?.file ?? fromFiles?.file ?? null,
    };
  };
  return { name, failed: report ? failed : null };
}

const load = (image) => (typeof image === 'function' ? image() : image);

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const modes = {
  stories: {
    heading: (n) =>
      `${n} ${n === 1 ? 'story looks' : 'stories look'} different from ${n === 1 ? 'its' : 'their'} baseline`,
    intro:
      'The story tests took these screenshots and they differ from the committed baselines. If a change is intended, ' +
      'refresh its baseline with <code>npm run test:update-snapshots -- &lt;story file&gt;</code> and commit the PNG; ' +
      'otherwise the change is a bug to fix.',
    labels: ['Baseline', 'New', 'Difference'],
    shows: 'its baseline, the new screenshot and their difference',
    added: 'New story: no baseline yet.',
  },
  update: {
    heading: (n) => `${n} ${n === 1 ? 'baseline was' : 'baselines were'} rewritten`,
    intro:
      '<code>npm run test:update-snapshots</code> stored these screenshots as new baselines. Commit them if the change ' +
      'is intended; <code>git checkout -- tests/visual/__screenshots__/&lt;story id&gt;.png</code> puts one back.',
    labels: ['Before (git HEAD)', 'After (new baseline)', 'Difference'],
    shows: 'the baseline before (git HEAD), the new one and their difference',
    added: 'New baseline: the story had none.',
  },
};

const styles = `
:root { color-scheme: light; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #121722; background: #f7f8fa; }
body { margin: 0 auto; padding: 1rem; max-width: 110rem; }
h1 { font-size: 1.5rem; margin: 0.5rem 0; }
h2 { font-size: 1.2rem; margin: 0 0 0.25rem; }
h2 small { display: block; font-size: 0.85rem; font-weight: 400; color: #4a5263; }
section { background: #fff; border: 1px solid #d9dde5; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
.share { font-weight: 600; margin: 0.25rem 0; }
.share::first-letter { text-transform: uppercase; }
.meta, .legend { color: #4a5263; font-size: 0.9rem; margin: 0.25rem 0; overflow-wrap: anywhere; }
.images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; margin-top: 0.75rem; align-items: start; }
.images.close { grid-template-columns: repeat(2, minmax(0, max-content)); }
.images.close img { image-rendering: pixelated; }
@media (max-width: 60rem) { .images, .images.close { grid-template-columns: minmax(0, 1fr); } }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 0.25rem; }
img { display: block; max-width: 100%; height: auto; border: 1px solid #d9dde5;
  background: repeating-conic-gradient(#eef0f4 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
ol { padding-left: 1.25rem; }
code { font-size: 0.9em; overflow-wrap: anywhere; }
`;

/**
 * Writes `<dir>/report.html` and its images (`<dir>/report/<id>.{baseline,new,diff}.png`, and close-ups of the
 * changed area) for `entries` (`{ id, before, after }`, each image a PNG's bytes or a function that reads them, called
 * only for the stories drawn; before is null for a story without a baseline). `mode` is
 * 'stories' (a test run's differences) or 'update' (rewritten baselines). Returns the report's path and how many
 * stories it lists.
 */
export function writeReport({ dir = reportDir, entries, mode = 'stories', names = storyNames().name }) {
  const text = modes[mode];
  const images = join(dir, 'report');
  rmSync(images, { recursive: true, force: true });
  mkdirSync(images, { recursive: true });
  const sorted = [...entries].sort((a, b) => a.id.localeCompare(b.id));
  const sections = [];
  const index = [];
  for (const [i, entry] of sorted.entries()) {
    const { id } = entry;
    const { title, name, file } = names(id);
    const heading = `${title.split('/').at(-1)}: ${name}`;
    const group = title.split('/').slice(0, -1).join(' / ');
    const drawn = i < drawnLimit;
    const before = drawn ? load(entry.before) : null;
    const after = drawn ? load(entry.after) : null;
    const comparison = before ? comparePngs(before, after) : null;
    const summary = !drawn
      ? `not drawn here (the report draws the first ${drawnLimit})`
      : comparison
        ? describeChange(comparison)
        : text.added;
    index.push(`<li><a href="#${escape(id)}">${escape(title)}: ${escape(name)}</a> (${escape(summary)})</li>`);
    const figures = [];
    let closeUp = '';
    if (drawn) {
      const src = (kind) => `report/${id}.${kind}.png`;
      const figure = (label, kind, { width, height }) =>
        `<figure><figcaption>${escape(label)}</figcaption><a href="${escape(src(kind))}"><img src="${escape(src(kind))}" ` +
        `alt="${escape(`${label}: ${heading}`)}" width="${width}" height="${height}" loading="lazy"></a></figure>`;
      writeFileSync(join(images, `${id}.new.png`), after);
      if (comparison) {
        writeFileSync(join(images, `${id}.baseline.png`), before);
        writeFileSync(join(images, `${id}.diff.png`), comparison.diff());
        const [was, now] = [comparison.before, comparison.after];
        const both = { width: Math.max(was.width, now.width), height: Math.max(was.height, now.height) };
        figures.push(
          figure(text.labels[0], 'baseline', was),
          figure(text.labels[1], 'new', now),
          figure(text.labels[2], 'diff', both),
        );
        const close = comparison.closeUps();
        if (close) {
          writeFileSync(join(images, `${id}.baseline-close.png`), close.before);
          writeFileSync(join(images, `${id}.new-close.png`), close.after);
          // Shown twice its size when small (pixels stay square), never wider than the screen.
          const zoom = close.width <= 480 ? 2 : 1;
          const shown = { width: close.width * zoom, height: close.height * zoom };
          closeUp =
            `<p class="legend">Close-up of the changed area${zoom > 1 ? ', twice its size' : ''} (${close.width}x${close.height} px from x ${close.x}, y ${close.y}):</p>\n` +
            `<div class="images close">\n${figure(text.labels[0], 'baseline-close', shown)}\n${figure(text.labels[1], 'new-close', shown)}\n</div>`;
        }
      } else {
        figures.push(figure(text.labels[1], 'new', PNG.sync.read(after)));
      }
    }
    const story = `?path=/story/${encodeURIComponent(id)}`;
    sections.push(`<section id="${escape(id)}">
<h2>${escape(heading)}${group ? `<small>${escape(group)}</small>` : ''}</h2>
<p class="share">${escape(summary)}</p>
<p class="meta">Open in Storybook: <a href="/storybook/${story}">/storybook/${escape(story)}</a> on the running site, or
<a href="http://localhost:6006/${story}">http://localhost:6006/${escape(story)}</a> after <code>npm run storybook</code></p>
<p class="meta">Story id <code>${escape(id)}</code>${file ? ` in <code>${escape(file)}</code>` : ''}</p>
${figures.length ? `<div class="images">\n${figures.join('\n')}\n</div>` : ''}
${closeUp}
</section>`);
  }
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual changes: ${escape(text.heading(sorted.length))}</title>
<style>${styles}</style>
</head>
<body>
<h1>${escape(text.heading(sorted.length))}</h1>
<p>${text.intro}</p>
<p class="legend">Each story shows ${text.shows} side by side (a story without a baseline only its new image); in the difference, changed pixels are red over the old image in pale grey. A pixel counts as changed if its colour changed at all. Select an image to open it at full size.</p>
<ol>
${index.join('\n')}
</ol>
${sections.join('\n')}
</body>
</html>
`;
  const path = join(dir, 'report.html');
  writeFileSync(path, html);
  return { path, stories: sorted.length };
}

/**
 * The report of a story test run: every `<id>-actual.png` (and `<id>-reference.png`, a story with no baseline) in
 * `dir` against `<baselines>/<id>.png`. With a Vitest JSON report (`results`), only stories whose test failed count
 * (files an earlier run left are skipped) and they are named as the test run named them. Returns null when no
 * screenshot differed, else `{ path, stories }`.
 */
export function reportStoryChanges({ dir = reportDir, baselines = baselinesDir, stories = 'stories', results } = {}) {
  if (!existsSync(dir)) return null;
  const { name, failed } = storyNames({ stories, results });
  const entries = [];
  for (const file of readdirSync(dir)) {
    const match = /^(.+)-(actual|reference)\.png$/.exec(file);
    if (!match) continue;
    const [, id, kind] = match;
    if (failed && !failed.has(id)) continue;
    const baseline = join(baselines, `${id}.png`);
    // A -reference.png is what Vitest writes for a story with no baseline when it may not create one (CI).
    if (kind === 'reference' && existsSync(join(dir, `${id}-actual.png`))) continue;
    const before = kind === 'actual' && existsSync(baseline) ? () => readFileSync(baseline) : null;
    entries.push({ id, before, after: () => readFileSync(join(dir, file)) });
  }
  if (!entries.length) return null;
  return writeReport({ dir, entries, mode: 'stories', names: name });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const at = process.argv.indexOf('--results');
  const report = reportStoryChanges({ results: at > 0 ? process.argv[at + 1] : undefined });
  if (!report) console.log(`visual changes: none (no -actual.png in ${reportDir})`);
  else
    console.log(
      `visual changes: ${report.stories} ${report.stories === 1 ? 'story differs' : 'stories differ'}, see ${report.path}`,
    );
}
