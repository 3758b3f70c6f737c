import { ChunkedUploadStatus, CreateChunkedUpload, StoredFile } from '@reno/domain';
import type { onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireUser } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { createChunkedUpload, getChunkedUploadStatus, putPart } from './chunked-uploads.service.js';
import { completeChunkedUpload } from './chunked-uploads.complete.js';

const UploadParams = z.object({ uploadId: z.string().min(1).max(64) });
const PartParams = UploadParams.extend({ partNumber: z.coerce.number().int() });

/** Create, send parts (in any order, again if unsure), ask what arrived, complete. Owner only. */
export async function chunkedUploadRoutes(
  app: AppInstance,
  ctx: AppContext,
  signedInOnly: onRequestAsyncHookHandler,
) {
  const deps = { db: ctx.database.db, storage: ctx.storage };

  app.post(
    '/files/chunked',
    { schema: { tags: ['files'], body: CreateChunkedUpload, response: envelope(ChunkedUploadStatus) } },
    async (request) => ok(await createChunkedUpload(deps.db, requireUser(request), request.body)),
  );

  app.get(
    '/files/chunked/:uploadId',
    { schema: { tags: ['files'], params: UploadParams, response: envelope(ChunkedUploadStatus) } },
    async (request) =>
      ok(await getChunkedUploadStatus(deps.db, requireUser(request), request.params.uploadId)),
  );

  app.put(
    '/files/chunked/:uploadId/parts/:partNumber',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['files'],
        params: PartParams,
        consumes: ['application/octet-stream'],
        response: envelope(ChunkedUploadStatus),
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return ok(await putPart(deps, viewer, request.params.uploadId, request.params.partNumber, bytes));
    },
  );

  app.post(
    '/files/chunked/:uploadId/complete',
    { schema: { tags: ['files'], params: UploadParams, response: envelope(StoredFile) } },
    async (request) => ok(await completeChunkedUpload(deps, requireUser(request), request.params.uploadId)),
  );
}
