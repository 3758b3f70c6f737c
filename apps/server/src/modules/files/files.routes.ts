import fastifyMultipart from '@fastify/multipart';
import {
  fieldIsRequired,
  IMAGE_MIME_TYPES,
  ImageVariantQuery,
  MAX_PLAIN_UPLOAD_BYTES,
  StoredFile,
  UPLOAD_CHUNK_BYTES,
  UploadCategory,
} from '@reno/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireUser } from '../../platform/auth-guard.js';
import { AppError } from '../../platform/errors.js';
import { FILE_CSP } from '../../platform/security-headers.js';
import { envelope, ok } from '../../platform/reply.js';
import { reserveUploadSpace } from './upload-quota.js';
import { chunkedUploadRoutes } from './chunked-uploads.routes.js';
import { openFileForRead, openPublicFileForRead, type FileRead } from './file-read.service.js';
import { storeFile } from './files.service.js';

/** The raster images uploads accept (SVG never: it can carry script). */
const isInlineImage = (mimeType: string) => (IMAGE_MIME_TYPES as readonly string[]).includes(mimeType);

export const USE_CHUNKED_UPLOAD =
  'File is too large, files of 4,000,000 bytes or more must use chunked upload';

/** Visitors are turned away before their body is read. */
const signedInOnly = async (request: FastifyRequest) => {
  requireUser(request);
};

/** The bytes of a readable file, with its validators; only an image is shown inline (issue 15). */
async function sendFile(
  request: FastifyRequest<{ Querystring: { download?: boolean | undefined } }>,
  reply: FastifyReply,
  read: FileRead,
  cacheControl: string,
) {
  reply
    .header('etag', read.etag)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === read.etag) return reply.code(304).send();
  const content = await read.load();
  if (content.cache) reply.header('x-variant-cache', content.cache);
  // Issue 15: only an image is shown inline; anything else downloads, and nothing runs (FILE_CSP).
  const inline = isInlineImage(read.mimeType) && !request.query.download;
  return reply
    .type(read.mimeType)
    .header('content-security-policy', FILE_CSP)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', read.fileName))
    .send(content.bytes);
}

const hasCode = (e: unknown, code: string) =>
  typeof e === 'object' && e !== null && 'code' in e && e.code === code;

/** The one `file` part of a multipart body, as bytes; a file of MAX_PLAIN_UPLOAD_BYTES or more is a 413. */
async function readFilePart(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('BAD_REQUEST', fieldIsRequired('file'));
  }
  try {
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (e) {
    if (hasCode(e, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('PAYLOAD_TOO_LARGE', USE_CHUNKED_UPLOAD);
    throw e;
  }
}

/**
 * Content disposition for a name people chose: an ASCII fallback plus the exact name (RFC 6266).
 * `attachment` when the viewer asked to download (client spec: "downloads floorplans"), else `inline`.
 */
const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${rfc5987(name)}`;

/** RFC 5987 also reserves ' ( ) *, which encodeURIComponent leaves as they are. */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `?download=1` asks for the file as a download; the image variants apply as usual. */
const FileReadQuery = ImageVariantQuery.extend({
  download: z
    .enum(['1', 'true', '0', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

export async function filesRoutes(app: AppInstance, ctx: AppContext) {
  // Its own plugin, so multipart and raw part bodies are accepted by these routes and no others.
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fileSize: MAX_PLAIN_UPLOAD_BYTES - 1, fields: 10, fieldSize: 1024, parts: 11 },
    });
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: UPLOAD_CHUNK_BYTES + 64 * 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.post(
      '/files',
      {
        onRequest: signedInOnly,
        schema: {
          tags: ['files'],
          consumes: ['multipart/form-data'],
          querystring: z.object({ category: UploadCategory }),
          response: envelope(StoredFile),
        },
      },
      async (request) => {
        const viewer = requireUser(request);
        const { fileName, bytes } = await readFilePart(request);
        // Issue 15 item 8: the quota is checked, and held, before the bytes are written.
        const { file } = await ctx.database.db.transaction(async (tx) => {
          await reserveUploadSpace(tx, viewer, bytes.length, false);
          return storeFile(tx, ctx.storage, {
            category: request.query.category,
            originalName: fileName,
            bytes,
            ownerId: viewer._id,
          });
        });
        return ok(file);
      },
    );

    scope.get(
      '/files/:fileId',
      {
        schema: {
          tags: ['files'],
          params: z.object({ fileId: z.string().min(1).max(64) }),
          querystring: FileReadQuery,
        },
      },
      async (request, reply) => {
        const viewer = requireUser(request);
        const read = await openFileForRead(
          { db: ctx.database.db, storage: ctx.storage },
          viewer,
          request.params.fileId,
          request.query,
        );
        // Only signed-in viewers may read, so shared caches must not keep it; the bytes never change.
        return sendFile(request, reply, read, 'private, max-age=31536000, immutable');
      },
    );

    // Issue 16: shop and voucher pictures an admin uploaded, for everyone (the shop is public).
    scope.get(
      '/public-files/:fileId',
      {
        schema: {
          tags: ['files'],
          params: z.object({ fileId: z.string().min(1).max(64) }),
          querystring: FileReadQuery,
        },
      },
      async (request, reply) => {
        const read = await openPublicFileForRead(
          { db: ctx.database.db, storage: ctx.storage },
          request.params.fileId,
          request.query,
        );
        return sendFile(request, reply, read, 'public, max-age=31536000, immutable');
      },
    );

    await chunkedUploadRoutes(scope, ctx, signedInOnly);
  });
}
