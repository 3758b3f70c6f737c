import { z } from 'zod';
import { floorplanProblems } from './area-validity.js';
import { FloorplanDocument } from './document.js';
import { floorplanMessages as m } from './messages.js';

/**
 * Issue 5 "Performance": saving a checkpoint sends only the JSON, under 200 KB for a plan of 200 walls
 * and 40 areas. A bigger document is not a plan the editor makes, so the server refuses it.
 */
export const FLOORPLAN_DOCUMENT_MAX_KB = 200;
export const FLOORPLAN_DOCUMENT_MAX_BYTES = FLOORPLAN_DOCUMENT_MAX_KB * 1024;

/** Size of a value as the JSON a request carries, in UTF-8 bytes. */
export const jsonByteLength = (value: unknown): number =>
  new TextEncoder().encode(JSON.stringify(value) ?? '').length;

/**
 * The floorplan document of a checkpoint as the server accepts it for saving: at most 200 KB, the
 * document's shape and the plan's rules ({@link floorplanProblems}). The first error is one plain
 * sentence; the shape's own issues follow with their paths for whoever debugs a client. Reading stays
 * lenient (`parseFloorplanDocument`): a stored document that no longer parses is ignored, not a crash.
 */
export const CheckpointFloorplan = z.unknown().transform((value, ctx): FloorplanDocument => {
  if (jsonByteLength(value) > FLOORPLAN_DOCUMENT_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: m.documentTooLarge(FLOORPLAN_DOCUMENT_MAX_KB) });
    return z.NEVER;
  }
  const shape = FloorplanDocument.safeParse(value);
  if (!shape.success) {
    ctx.addIssue({ code: 'custom', message: m.documentInvalid });
    for (const issue of shape.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  const problems = floorplanProblems(shape.data);
  for (const p of problems) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  return problems.length > 0 ? z.NEVER : shape.data;
});
