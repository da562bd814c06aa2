/**
 * Uploaded images: the format is read from the bytes (sharp decodes them; only JPEG, PNG and WebP are kept), the
 * picture is re-encoded in its own format with no metadata (EXIF, GPS, ICC comments: sharp writes none unless
 * asked), turned upright, at most 2000 px on its longer side, and stored in the `media` table.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { MAX_UPLOAD_BYTES, uploadMessages, type UploadResponse } from '../../machines/api/upload.schema';
import type { Database } from '../db/client';
import { media } from '../db/schema';
import { ApiError } from '../errors';

/** Decoding more pixels than this is refused (a small file can claim a huge picture). */
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 2000;

const formats = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg', encode: (s: Sharp) => s.jpeg({ quality: 85, mozjpeg: true }) },
  png: { ext: 'png', contentType: 'image/png', encode: (s: Sharp) => s.png({ compressionLevel: 9 }) },
  webp: { ext: 'webp', contentType: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 85 }) },
} as const;
type Format = keyof typeof formats;
const isFormat = (value: string | undefined): value is Format => value !== undefined && value in formats;

const refuse = (status: number, message: string) =>
  new ApiError(status, status === 413 ? 'payload_too_large' : 'unsupported_media', message, 'file');

/** The stored image's path and size, or a 4xx naming what is wrong with the file. Nothing is stored on a refusal. */
export async function storeImage(db: Database, bytes: Buffer): Promise<UploadResponse> {
  if (bytes.length === 0) throw new ApiError(400, 'bad_request', uploadMessages.empty, 'file');
  if (bytes.length > MAX_UPLOAD_BYTES) throw refuse(413, uploadMessages.tooLarge);

  let format: Format;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!isFormat(meta.format)) throw refuse(415, uploadMessages.notImage);
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw refuse(415, uploadMessages.tooManyPixels);
    format = meta.format;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refuse(415, uploadMessages.notImage);
  }

  const { ext, contentType, encode } = formats[format];
  let output: { data: Buffer; info: OutputInfo };
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    output = await encode(pipeline).toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse(415, uploadMessages.damaged);
  }

  const id = createHash('sha256').update(output.data).digest('hex').slice(0, 32);
  await db
    .insert(media)
    .values({ id, ext, contentType, bytes: output.data, width: output.info.width, height: output.info.height })
    .onConflictDoNothing();
  return { url: `/media/${id}.${ext}`, width: output.info.width, height: output.info.height };
}

/** A stored image by its file name (`<id>.<ext>`), or null. */
export async function findImage(db: Database, file: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const match = /^([0-9a-f]{32})\.(jpg|png|webp)$/.exec(file);
  if (!match) return null;
  const [row] = await db
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(and(eq(media.id, match[1]!), eq(media.ext, match[2]!)))
    .limit(1);
  return row ?? null;
}
