import { parseFloorplanDocument } from '../floorplan/document.js';

/**
 * The floorplan files of a Design Now checkpoint that the admin's project notification carries (spec
 * "Project-notification flow: upload floorplan files, then send the admin email"; stage 4 "floorplan
 * upload (original, cropped)", stage 18 "updated floorplan").
 */
export const FLOORPLAN_FILE_KINDS = {
  original: { label: 'Uploaded Floorplan', prefix: 'floorplan' },
  cropped: { label: 'Cropped Floorplan', prefix: 'floorplan-cropped' },
  generated: { label: 'Generated Floorplan', prefix: 'floorplan-generated' },
} as const;
export type FloorplanFileKind = keyof typeof FLOORPLAN_FILE_KINDS;

export interface FloorplanFileRef {
  kind: FloorplanFileKind;
  fileId: string;
}

/** The files a stored floorplan document names, each once; none when the json does not parse. */
export function floorplanFilesOf(stored: unknown): FloorplanFileRef[] {
  const doc = parseFloorplanDocument(stored);
  if (!doc) return [];
  const refs: FloorplanFileRef[] = [
    { kind: 'original', fileId: doc.image.originalFileId },
    ...(doc.image.croppedFileId ? [{ kind: 'cropped' as const, fileId: doc.image.croppedFileId }] : []),
    ...(doc.generatedFileId ? [{ kind: 'generated' as const, fileId: doc.generatedFileId }] : []),
  ];
  return refs.filter((r, i) => refs.findIndex((o) => o.fileId === r.fileId) === i);
}

/** Files named by `after` that `before` did not name: what a save newly brings to the admins. */
export function newFloorplanFiles(before: unknown, after: unknown): FloorplanFileRef[] {
  const known = new Set(floorplanFilesOf(before).map((r) => r.fileId));
  return floorplanFilesOf(after).filter((r) => !known.has(r.fileId));
}

/**
 * Spec §7: files are "named from a prefix, first name, random id and extension". The first name is
 * reduced to letters and digits so the name stays one safe header token.
 */
export function floorplanFileName(kind: FloorplanFileKind, firstName: string, fileId: string, ext: string) {
  const name = firstName.replace(/[^A-Za-z0-9]+/g, '') || 'client';
  return `${FLOORPLAN_FILE_KINDS[kind].prefix}_${name}_${fileId}.${ext}`;
}
