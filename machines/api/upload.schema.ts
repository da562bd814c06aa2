/**
 * Image uploads (admin managers: product, coach and banner images), shared by the server, which enforces them, and
 * the admin screens, which check a chosen file before sending it. The server decides from the file's bytes, never
 * from its name or the type the browser claims; these client checks only spare a pointless upload.
 */
import { z } from '../shared/zod';

/** The largest image staff may upload: 2 MB. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** The accepted formats, as media types (the file input's `accept`). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const uploadMessages = {
  empty: 'This file is empty. Please choose a JPEG, PNG or WebP image.',
  tooLarge: 'This image is larger than 2 MB. Please choose a smaller one.',
  notImage: 'This file is not a JPEG, PNG or WebP image.',
  damaged: 'This image could not be read: the file looks damaged or incomplete.',
  tooManyPixels: 'This image is too large to process (over 40 megapixels).',
} as const;

/** The message for a file the browser describes as `{ type, size }`, or null when it may be sent. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (file.size === 0) return uploadMessages.empty;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  // An empty type means the browser does not know: let the server read the bytes.
  if (file.type !== '' && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
    return uploadMessages.notImage;
  return null;
}

/** Where a stored upload is served: `/media/<32 hex>.<jpg|png|webp>`. */
export const MEDIA_PATH = /^\/media\/[0-9a-f]{32}\.(?:jpg|png|webp)$/;

/**
 * An image a manager stores (a product, coach or banner picture): an upload's path, or one of the site's own image
 * paths (the seeded pictures). Never another site's address, so no page loads images from elsewhere.
 */
export const storedImageSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'Please add an image.'),
  z.maxLength(300, 'This image path is too long.'),
  z.refine(
    (value) => value.startsWith('/') && !value.startsWith('//') && !value.includes('..'),
    'Please upload an image.',
  ),
);

export const uploadResponseSchema = z.object({
  url: z.string().check(z.regex(MEDIA_PATH)),
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
