/**
 * Uploaded images: `GET /media/<id>.<ext>` for everyone (the public pages show them), with their content type, a
 * year's cache (the name is the content's hash, so it never changes) and nosniff; `POST /api/admin/uploads` for
 * staff (registered in the admin scope by adminContent.ts): the body is the file's bytes.
 */
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES, uploadMessages, uploadResponseSchema } from '../../machines/api/upload.schema';
import { ApiError } from '../errors';
import { findImage, storeImage } from '../services/media';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';
import { zodApp } from './schemas';

/** Registers the public image route. */
export async function mediaRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const image = await findImage(ctx.gate.get().db, request.params.file);
    if (!image)
      return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found');
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(image.bytes);
  });
}

/** Registers `POST /api/admin/uploads` (session and CSRF checked) in its own scope: any body, read as bytes. */
export async function registerUploadRoute(app: FastifyInstance, ctx: ApiContext, guards: AdminGuards): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // A little over the limit, so a too-large file is told apart from a broken request and gets its own message.
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES + 1 }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      if (error.statusCode === 413)
        return reply.code(413).send(new ApiError(413, 'payload_too_large', uploadMessages.tooLarge, 'file').toBody());
      throw error;
    });
    zodApp(scope).post(
      '/api/admin/uploads',
      {
        ...guards.write,
        schema: {
          description: `The body is the image file's bytes, any content type (${MAX_UPLOAD_BYTES / 1024 / 1024} MB at most): JPEG, PNG or WebP, read from the bytes.`,
          response: { 201: uploadResponseSchema },
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const stored = await storeImage(ctx.gate.get().db, body);
        return reply.code(201).send(stored);
      },
    );
  });
}
