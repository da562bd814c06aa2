import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  baselinesDir,
  comparePngs,
  describeChange,
  reportDir,
  reportStoryChanges,
  writeReport,
} from '../../../scripts/visual-report.mjs';
import { baselineOf, differenceOf } from '../../visual/baselines';

/** A width x height PNG, white, with the given pixels red. */
function png(width: number, height: number, red: [number, number][] = []): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (const [x, y] of red) image.data.set([255, 0, 0, 255], (y * width + x) * 4);
  return PNG.sync.write(image);
}

const pixel = (bytes: Buffer, x: number, y: number) => {
  const image = PNG.sync.read(bytes);
  return [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)];
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'visual-report-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the visual-diff report (scripts/visual-report.mjs)', () => {
  it("reads the files where the story tests' screenshot check writes them (vite.config.ts)", () => {
    // toMatchScreenshot's `arg` for a story's new image: "<component id>/<story>" (storyScreenshot.ts), then "-actual".
    expect(differenceOf('primitives-button/primary-actual', '.png')).toBe(
      join(reportDir, 'primitives-button--primary-actual.png'),
    );
    expect(baselineOf('primitives-button--primary')).toBe(join(baselinesDir, 'primitives-button--primary.png'));
  });

  it('counts the changed pixels of two PNGs and draws them red in the diff', () => {
    const comparison = comparePngs(
      png(20, 10),
      png(20, 10, [
        [1, 1],
        [2, 1],
        [19, 9],
      ]),
    );
    expect(comparison).toMatchObject({ changed: 3, total: 200, area: { x: 1, y: 1, width: 19, height: 9 } });
    expect(describeChange(comparison)).toBe('1.50% of pixels changed (3 of 200)');
    const diff = comparison.diff();
    expect(pixel(diff, 19, 9)).toEqual([255, 0, 0, 255]);
    expect(pixel(diff, 0, 0)).toEqual([255, 255, 255, 255]);
    expect(comparePngs(png(20, 10), png(20, 10)).changed).toBe(0);
  });

  it('says when the size changed, counting the pixels only one image has', () => {
    const comparison = comparePngs(png(20, 10), png(20, 12));
    expect(describeChange(comparison)).toBe('size changed from 20x10 to 20x12; 16.67% of pixels changed (40 of 240)');
    expect(describeChange({ ...comparison, changed: 1, total: 1_024_000 })).toMatch(
      /^size changed .*; less than 0.01% of pixels changed \(1 of 1,024,000\)$/,
    );
  });

  it('lists each story whose test failed with its name, Storybook links, three images and the share of pixels changed', () => {
    const visual = join(root, 'test-results/visual');
    const baselines = join(root, 'baselines');
    const stories = join(root, 'stories');
    for (const dir of [visual, baselines, stories]) mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(stories, 'Widget.stories.tsx'),
      "const meta = { title: 'Demo/Big Widget', component: Widget };\n",
    );
    const baseline = png(20, 10);
    const actual = png(20, 10, [
      [4, 5],
      [5, 5],
      [6, 5],
      [7, 5],
    ]);
    writeFileSync(join(baselines, 'demo-big-widget--primary.png'), baseline);
    writeFileSync(join(visual, 'demo-big-widget--primary-actual.png'), actual);
    // Left by an earlier run: that story's test passed this time.
    writeFileSync(join(baselines, 'demo-big-widget--old.png'), baseline);
    writeFileSync(join(visual, 'demo-big-widget--old-actual.png'), actual);
    const results = join(root, 'storybook.json');
    const test = (title: string, storyId: string, status: string) => ({ title, status, meta: { storyId } });
    const file = join(stories, 'Widget.stories.tsx');
    writeFileSync(
      results,
      JSON.stringify({
        testResults: [
          {
            name: file,
            assertionResults: [
              test('Primary Look', 'demo-big-widget--primary', 'failed'),
              test('Old', 'demo-big-widget--old', 'passed'),
            ],
          },
        ],
      }),
    );

    const report = reportStoryChanges({ dir: visual, baselines, stories, results });

    expect(report).toEqual({ path: join(visual, 'report.html'), stories: 1 });
    const html = readFileSync(report!.path, 'utf8');
    expect(html).toContain('<h1>1 story looks different from its baseline</h1>');
    expect(html).toContain('<h2>Big Widget: Primary Look<small>Demo</small></h2>');
    expect(html).toContain('<p class="share">2.00% of pixels changed (4 of 200)</p>');
    expect(html).toContain('href="/storybook/?path=/story/demo-big-widget--primary"');
    expect(html).toContain('href="http://localhost:6006/?path=/story/demo-big-widget--primary"');
    expect(html).not.toContain('demo-big-widget--old');
    // No script and nothing from elsewhere: every image is a file beside the report.
    expect(html).not.toMatch(/<script|<link|src="(https?:|\/)/);
    const sources = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.slice(0, 3)).toEqual([
      'report/demo-big-widget--primary.baseline.png',
      'report/demo-big-widget--primary.new.png',
      'report/demo-big-widget--primary.diff.png',
    ]);
    expect(html).toMatch(
      /<figcaption>Baseline<\/figcaption>.*<figcaption>New<\/figcaption>.*<figcaption>Difference<\/figcaption>/s,
    );
    const [was, now, diff] = sources.slice(0, 3).map((src) => readFileSync(join(visual, src)));
    expect(was!.equals(baseline)).toBe(true);
    expect(now!.equals(actual)).toBe(true);
    expect(pixel(diff!, 4, 5)).toEqual([255, 0, 0, 255]);
    expect(PNG.sync.read(diff!).width).toBe(20);
  });

  it('shows a rewritten baseline against the old one, and a new one alone', () => {
    const { path, stories } = writeReport({
      dir: root,
      mode: 'update',
      entries: [
        { id: 'demo-widget--wide', before: () => png(20, 10), after: () => png(24, 10) },
        { id: 'demo-widget--fresh', before: null, after: png(8, 8) },
      ],
      names: (id) => ({ title: 'Demo/Widget', name: id.split('--')[1]!, file: null }),
    });
    const html = readFileSync(path, 'utf8');
    expect(stories).toBe(2);
    expect(html).toContain('<h1>2 baselines were rewritten</h1>');
    expect(html).toContain('size changed from 20x10 to 24x10; 16.67% of pixels changed (40 of 240)');
    expect(html).toContain('<figcaption>Before (git HEAD)</figcaption>');
    expect(html).toContain('New baseline: the story had none.');
    expect(html).toContain('src="report/demo-widget--fresh.new.png"');
    expect(html).not.toContain('src="report/demo-widget--fresh.diff.png"');
  });

  it('writes nothing when no screenshot differed', () => {
    expect(reportStoryChanges({ dir: join(root, 'missing') })).toBeNull();
    expect(reportStoryChanges({ dir: root, stories: root })).toBeNull();
  });
});
