/**
 * Image uploads: the type is read from the bytes, the size limited, the picture re-encoded without metadata and
 * served with its type, a year's cache and nosniff; every refusal has its message and stores nothing. On PGlite,
 * and again on a throwaway PostgreSQL when its binaries exist (the two drivers hand bytea back differently).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, uploadMessages, uploadResponseSchema } from '../../machines/api/upload.schema';
import type { DatabaseHandle } from '../../server/db/client';
import { media } from '../../server/db/schema';
import { DEMO_ADMIN, seedAdminAccount } from '../../server/services/adminAuth';
import { adminClient, errorOf } from './adminClient';
import { databaseSuites, testApp } from './helpers';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1f8a4c' } });

describe.each(databaseSuites)('image uploads on $name', ({ skip, open }) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (skip) return;
    handle = await open();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  beforeEach(async (context) => {
    if (skip) return context.skip();
    await handle.db.execute(sql`TRUNCATE admin_sessions, media`);
    await seedAdminAccount(handle.db, { ...DEMO_ADMIN });
    await app?.close();
    app = await testApp(handle, { admin: { loginsPerAddress: 0, loginsPerAccount: 0 } });
  });

  const storedCount = async () => await handle.db.$count(media);

  it('stores a PNG and serves it with its type, a year-long cache and nosniff', async () => {
    const admin = await adminClient(() => app).login();
    const bytes = await picture(40, 30).png().toBuffer();
    const res = await admin.upload('/api/admin/uploads', bytes, 'image/png');
    expect(res.statusCode).toBe(201);
    const stored = uploadResponseSchema.parse(res.json());
    expect(stored).toMatchObject({ width: 40, height: 30 });
    expect(stored.url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);

    const served = await app.inject({ url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('judges the type by the bytes, whatever the name or claimed type', async () => {
    const admin = await adminClient(() => app).login();
    const webp = await admin.upload('/api/admin/uploads', await picture(10, 10).webp().toBuffer(), 'image/png');
    expect(webp.statusCode).toBe(201);
    expect(webp.json().url).toMatch(/\.webp$/);
    const jpeg = await admin.upload(
      '/api/admin/uploads',
      await picture(10, 10).jpeg().toBuffer(),
      'application/octet-stream',
    );
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().url).toMatch(/\.jpg$/);
  });

  it('refuses a text file named .png, an SVG and a GIF, storing nothing', async () => {
    const admin = await adminClient(() => app).login();
    const files = [
      Buffer.from('These are not the pixels you are looking for.\n'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      await picture(10, 10).gif().toBuffer(),
    ];
    for (const bytes of files) {
      const res = await admin.upload('/api/admin/uploads', bytes, 'image/png');
      expect(res.statusCode).toBe(415);
      expect(errorOf(res)).toMatchObject({
        code: 'unsupported_media',
        field: 'file',
        message: uploadMessages.notImage,
      });
    }
    expect(await storedCount()).toBe(0);
  });

  it('refuses an empty file, a file over 2 MB and a cut-off image with their own messages', async () => {
    const admin = await adminClient(() => app).login();
    const empty = await admin.upload('/api/admin/uploads', Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe(uploadMessages.empty);

    const large = await admin.upload('/api/admin/uploads', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), 'image/jpeg');
    expect(large.statusCode).toBe(413);
    expect(errorOf(large)).toMatchObject({ code: 'payload_too_large', message: uploadMessages.tooLarge });

    const whole = await picture(300, 300).jpeg({ quality: 100 }).toBuffer();
    const cut = await admin.upload('/api/admin/uploads', whole.subarray(0, Math.floor(whole.length / 2)), 'image/jpeg');
    expect(cut.statusCode).toBe(415);
    expect(errorOf(cut).message).toBe(uploadMessages.damaged);
    expect(await storedCount()).toBe(0);
  });

  it('strips the metadata, turns the picture upright and keeps it within 2000 px', async () => {
    const admin = await adminClient(() => app).login();
    const withExif = await picture(3000, 1000)
      .withExif({ IFD0: { Copyright: 'Someone', ImageDescription: 'home address' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await admin.upload('/api/admin/uploads', withExif, 'image/jpeg');
    expect(res.statusCode).toBe(201);
    // Orientation 6 is a quarter turn: the 3000 × 1000 picture stands upright as 1000 × 3000, then fits in 2000 px.
    expect(res.json()).toMatchObject({ width: 667, height: 2000 });
    const meta = await sharp((await app.inject({ url: res.json().url })).rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses uploads without a session or without the CSRF token', async () => {
    const bytes = await picture(10, 10).png().toBuffer();
    const anonymous = adminClient(() => app);
    expect((await anonymous.upload('/api/admin/uploads', bytes, 'image/png', {})).statusCode).toBe(401);
    const admin = await adminClient(() => app).login();
    const noToken = await admin.upload('/api/admin/uploads', bytes, 'image/png', {});
    expect(noToken.statusCode).toBe(403);
    expect(errorOf(noToken).code).toBe('csrf_invalid');
    expect(await storedCount()).toBe(0);
  });

  it('answers 404 for a name that is not a stored image', async () => {
    for (const url of ['/media/0123456789abcdef0123456789abcdef.png', '/media/..%2Fpackage.json', '/media/x.svg']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
