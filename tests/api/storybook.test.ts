/**
 * The design system's Storybook beside the site (server/storybook.ts, server/storybookBuild.ts): served at /storybook/
 * under its own relaxed Content-Security-Policy while every other address keeps the site's; 503 with a page that says
 * why while it is built, after a failed build, or when it was never built; left out entirely when off; the builder's
 * decisions (fresh stamp: served; stale: built in the background, then served; failed: the reason); and the admin
 * route that tells the sidebar whether to show the link.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminStorybookSchema } from '../../machines/api/admin.schema';
import { inputsHash, writeStamp } from '../../scripts/storybookStamp.mjs';
import { buildApp } from '../../server/app';
import type { StorybookConfig } from '../../server/config';
import { contentSecurityPolicy, storybookContentSecurityPolicy } from '../../server/csp.mjs';
import type { DatabaseHandle } from '../../server/db/client';
import { DatabaseGate } from '../../server/db/gate';
import { DEMO_ADMIN, seedAdminAccount } from '../../server/services/adminAuth';
import {
  createStorybookBuilder,
  failureReason,
  type StorybookSite,
  type StorybookStatus,
} from '../../server/storybookBuild';
import { adminClient } from './adminClient';
import { makeSite, openTestDatabase, testApp } from './helpers';

const MANAGER =
  '<!doctype html><html><head><title>Storybook</title><script>window.CONFIG_TYPE = "PRODUCTION";</script></head><body></body></html>';
const PREVIEW =
  '<!doctype html><html><head><title>Storybook preview</title></head><body><div id="storybook-root"></div></body></html>';

/** A built Storybook in a temp folder: its manager page, its preview frame, a script and the build's stamp. */
function makeStorybook(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pod-storybook-'));
  writeFileSync(join(dir, 'index.html'), MANAGER);
  writeFileSync(join(dir, 'iframe.html'), PREVIEW);
  mkdirSync(join(dir, 'sb-manager'));
  writeFileSync(join(dir, 'sb-manager', 'runtime.js'), 'export {};');
  writeStamp(dir, { hash: 'abc', durationMs: 90_000 });
  return dir;
}

/** A site whose Storybook's status the test sets. */
function siteWith(dir: string, initial: StorybookStatus) {
  let status = initial;
  const site: StorybookSite = { dir, status: () => status };
  return { site, set: (next: StorybookStatus) => void (status = next) };
}

/** A policy as helmet writes it ('a b;c d') in the spelling of csp.mjs ('a b; c d'). */
const spelled = (policy: unknown) =>
  String(policy)
    .split(';')
    .map((part) => part.trim())
    .join('; ');
/** The site's policy as sent with a page: the per-response nonce and style attribute hashes taken out. */
const strictPart = (policy: unknown) =>
  spelled(policy)
    .replace(/ 'nonce-[^']+'/g, '')
    .replace(/style-src-attr [^;]*/, 'style-src-attr');

describe('the Storybook under /storybook/', () => {
  const storybook = siteWith(makeStorybook(), { state: 'ready' });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      gate: new DatabaseGate(),
      staticDir: makeSite(),
      cleanupIntervalMs: 0,
      storybook: storybook.site,
    });
  });
  afterAll(() => app?.close());

  it('redirects /storybook to /storybook/ (its files are named relative to the folder), keeping the query', async () => {
    const bare = await app.inject({ url: '/storybook' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/storybook/');
    const query = await app.inject({ url: '/storybook?path=/story/primitives-button--primary' });
    expect(query.headers.location).toBe('/storybook/?path=/story/primitives-button--primary');
  });

  it('serves the manager, the preview frame and their files under the relaxed policy, frameable by its own pages', async () => {
    for (const url of [
      '/storybook/',
      '/storybook/iframe.html?id=primitives-button--primary&viewMode=story',
      '/storybook/sb-manager/runtime.js',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(spelled(res.headers['content-security-policy']), url).toBe(storybookContentSecurityPolicy());
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject({ url: '/storybook/' })).body).toBe(MANAGER);
    expect((await app.inject({ url: '/storybook/iframe.html' })).body).toBe(PREVIEW);
    const policy = storybookContentSecurityPolicy();
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('keeps the stamp and unknown files to itself', async () => {
    expect((await app.inject({ url: '/storybook/.pod-build.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/storybook/nothing-here.js' })).statusCode).toBe(404);
  });

  it("leaves the site's own policy exactly as strict everywhere else", async () => {
    const strict = strictPart(contentSecurityPolicy());
    for (const url of ['/', '/sports', '/storybooks', '/favicon.svg']) {
      const res = await app.inject({ url });
      const policy = String(res.headers['content-security-policy']);
      expect(strictPart(policy), url).toBe(strict);
      expect(policy, url).not.toContain('unsafe-inline');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('answers 503 with a page in the site’s words while it is built, the minutes from the last build, reloading itself', async () => {
    storybook.set({ state: 'building', expectedMs: 3 * 60_000 });
    try {
      for (const url of ['/storybook', '/storybook/', '/storybook/iframe.html?id=primitives-button--primary']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(spelled(res.headers['content-security-policy']), url).toBe(storybookContentSecurityPolicy());
        expect(res.body).toContain(
          "The design system's Storybook is being built. It takes about 3 minutes; this page reloads when it is ready.",
        );
        expect(res.body).toMatch(/<meta http-equiv="refresh" content="\d+">/);
        expect(res.body).not.toContain('<script');
      }
      storybook.set({ state: 'building', expectedMs: 40_000 });
      expect((await app.inject({ url: '/storybook/' })).body).toContain('It takes about 1 minute;');
      // The site goes on meanwhile.
      expect((await app.inject({ url: '/' })).statusCode).toBe(200);
    } finally {
      storybook.set({ state: 'ready' });
    }
  });

  it('says a build failed, with its reason (escaped), and that the site works; it does not reload', async () => {
    storybook.set({ state: 'failed', reason: 'Error: Cannot find module <preview>' });
    try {
      const res = await app.inject({ url: '/storybook/' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain(
        "The design system's Storybook could not be built: Error: Cannot find module &#60;preview&#62;.",
      );
      expect(res.body).toContain('The site works as usual');
      expect(res.body).not.toContain('http-equiv="refresh"');
      storybook.set({ state: 'missing' });
      expect((await app.inject({ url: '/storybook/' })).body).toContain(
        'has not been built on this server. Run npm run build-storybook',
      );
    } finally {
      storybook.set({ state: 'ready' });
    }
  });
});

describe('with STORYBOOK=off', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ gate: new DatabaseGate(), staticDir: makeSite(), cleanupIntervalMs: 0, storybook: null });
  });
  afterAll(() => app?.close());

  it('/storybook is an unknown address like any other, under the site’s policy', async () => {
    const page = await app.inject({ url: '/no-such-page' });
    const file = await app.inject({ url: '/no-such-file.html' });
    expect(file.statusCode).toBe(404);
    for (const [url, like] of [
      ['/storybook', page],
      ['/storybook/', page],
      ['/storybook/iframe.html', file],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(like.statusCode);
      expect(res.headers['content-type'], url).toBe(like.headers['content-type']);
      expect(strictPart(res.headers['content-security-policy']), url).toBe(strictPart(contentSecurityPolicy()));
    }
  });
});

describe('the builder', () => {
  /** A project root with one input file, and its Storybook folder (empty). */
  const project = (): StorybookConfig => {
    const root = mkdtempSync(join(tmpdir(), 'pod-storybook-root-'));
    mkdirSync(join(root, 'stories'));
    writeFileSync(join(root, 'stories', 'Button.stories.tsx'), 'export default {};');
    return { enabled: true, build: 'auto', root, dir: join(root, 'storybook-static') };
  };
  const quiet = { info: () => {}, error: () => {} };
  /** A command that writes a Storybook into the folder, as the real build does. */
  const writesStorybook = (dir: string) => [
    process.execPath,
    '-e',
    `const fs=require('fs');fs.mkdirSync(${JSON.stringify(dir)},{recursive:true});for(const f of ['index.html','iframe.html'])fs.writeFileSync(require('path').join(${JSON.stringify(dir)},f),'<!doctype html>');`,
  ];
  const settled = async (site: StorybookSite) => {
    for (let i = 0; i < 200 && site.status().state === 'building'; i++) await new Promise((r) => setTimeout(r, 25));
    return site.status();
  };

  it('serves a fresh Storybook at once and never runs the build', async () => {
    const config = project();
    mkdirSync(config.dir);
    writeFileSync(join(config.dir, 'index.html'), MANAGER);
    writeFileSync(join(config.dir, 'iframe.html'), PREVIEW);
    writeStamp(config.dir, { hash: inputsHash(config.root), durationMs: 60_000 });
    const builder = createStorybookBuilder(config, {
      command: [process.execPath, '-e', 'process.exit(7)'],
      log: quiet,
    });
    builder.start();
    expect(builder.status()).toEqual({ state: 'ready' });
  });

  it('builds a stale one in the background (503 meanwhile, minutes from the last build), then serves it', async () => {
    const config = project();
    mkdirSync(config.dir);
    writeFileSync(join(config.dir, 'index.html'), MANAGER);
    writeFileSync(join(config.dir, 'iframe.html'), PREVIEW);
    writeStamp(config.dir, { hash: 'from-other-files', durationMs: 5 * 60_000 });
    const builder = createStorybookBuilder(config, { command: writesStorybook(config.dir), log: quiet });
    builder.start();
    expect(builder.status()).toEqual({ state: 'building', expectedMs: 5 * 60_000 });
    expect(await settled(builder)).toEqual({ state: 'ready' });
  });

  it('says why a build failed, in one line', async () => {
    const config = project();
    const script =
      "console.log('Building preview..'); console.error('\\u001b[31mError: Cannot find module ./missing\\u001b[39m'); console.error('    at load (node:internal)'); process.exit(1)";
    const builder = createStorybookBuilder(config, { command: [process.execPath, '-e', script], log: quiet });
    builder.start();
    expect(builder.status()).toEqual({ state: 'building', expectedMs: 2 * 60_000 });
    expect(await settled(builder)).toEqual({ state: 'failed', reason: 'Error: Cannot find module ./missing' });
  });

  it('with STORYBOOK_BUILD=never serves the folder as it is, or says it is not built', () => {
    const config = { ...project(), build: 'never' as const };
    const missing = createStorybookBuilder(config, {
      command: [process.execPath, '-e', 'process.exit(7)'],
      log: quiet,
    });
    missing.start();
    expect(missing.status()).toEqual({ state: 'missing' });
    mkdirSync(config.dir);
    writeFileSync(join(config.dir, 'index.html'), MANAGER);
    writeFileSync(join(config.dir, 'iframe.html'), PREVIEW);
    // No stamp (an older build): served all the same.
    const built = createStorybookBuilder(config, { log: quiet });
    built.start();
    expect(built.status()).toEqual({ state: 'ready' });
  });

  it('failureReason: the last line naming an error, else the last line, else the exit', () => {
    expect(failureReason('a\nError: x\nb\n', 1, null)).toBe('Error: x');
    expect(failureReason('building\nsomething odd\n', 2, null)).toBe('something odd');
    expect(failureReason('', 2, null)).toBe('storybook build exited with code 2');
    expect(failureReason('', null, 'SIGTERM')).toBe('the build was stopped (SIGTERM)');
    expect(failureReason(`Error: ${'x'.repeat(300)}`, 1, null)).toHaveLength(200);
  });
});

describe('GET /api/admin/storybook', () => {
  let handle: DatabaseHandle;
  let on: FastifyInstance;
  let off: FastifyInstance;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedAdminAccount(handle.db, { ...DEMO_ADMIN });
    on = await testApp(handle, {
      storybook: siteWith(makeStorybook(), { state: 'building', expectedMs: 60_000 }).site,
      admin: { loginsPerAddress: 0, loginsPerAccount: 0 },
    });
    off = await testApp(handle, { admin: { loginsPerAddress: 0, loginsPerAccount: 0 } });
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
    await handle?.close();
  });

  it('needs a session', async () => {
    expect((await on.inject({ url: '/api/admin/storybook' })).statusCode).toBe(401);
  });

  it('tells signed-in staff whether the server serves the Storybook, and how it is', async () => {
    const onAnswer = await (await adminClient(() => on).login()).get('/api/admin/storybook');
    expect(adminStorybookSchema.parse(onAnswer.json())).toEqual({ enabled: true, state: 'building' });
    expect(onAnswer.headers['cache-control']).toBe('no-store');
    const offAnswer = await (await adminClient(() => off).login()).get('/api/admin/storybook');
    expect(adminStorybookSchema.parse(offAnswer.json())).toEqual({ enabled: false, state: 'off' });
  });
});
