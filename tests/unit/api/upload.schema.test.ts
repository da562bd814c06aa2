import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  MAX_UPLOAD_BYTES,
  storedImageSchema,
  uploadMessages,
} from '../../../machines/api/upload.schema';

describe('the image check before an upload', () => {
  it('lets JPEG, PNG and WebP files up to 2 MB through', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkImageFile({ type, size: MAX_UPLOAD_BYTES })).toBeNull();
  });
  it('leaves a file of unknown type to the server, which reads its bytes', () => {
    expect(checkImageFile({ type: '', size: 1000 })).toBeNull();
  });
  it('names what is wrong: empty, over 2 MB, or another type', () => {
    expect(checkImageFile({ type: 'image/png', size: 0 })).toBe(uploadMessages.empty);
    expect(checkImageFile({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(uploadMessages.tooLarge);
    expect(checkImageFile({ type: 'image/svg+xml', size: 500 })).toBe(uploadMessages.notImage);
    expect(checkImageFile({ type: 'text/plain', size: 500 })).toBe(uploadMessages.notImage);
  });
});

describe('a stored image reference', () => {
  it('is an upload or one of the site’s own images', () => {
    expect(storedImageSchema.parse('/media/0123456789abcdef0123456789abcdef.webp')).toBe(
      '/media/0123456789abcdef0123456789abcdef.webp',
    );
    expect(storedImageSchema.parse('/merch/performance-jersey.svg')).toBe('/merch/performance-jersey.svg');
  });
  it('is never another site’s address or a path out of the site', () => {
    for (const value of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'javascript:alert(1)',
      '/../etc/passwd',
      '',
    ]) {
      expect(storedImageSchema.safeParse(value).success, value).toBe(false);
    }
  });
});
