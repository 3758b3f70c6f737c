import { describe, expect, it } from 'vitest';
import { newFloorplanDocument } from '../floorplan/document.js';
import { floorplanFileName, floorplanFilesOf, newFloorplanFiles } from './floorplan-files.js';

const doc = (originalFileId: string, croppedFileId: string | null, generatedFileId?: string) => ({
  ...newFloorplanDocument({ originalFileId, croppedFileId, crop: null, rotation: 0, width: 10, height: 10 }),
  ...(generatedFileId ? { stage: 18 as const, generatedFileId } : {}),
});

describe('floorplan files of the project notification (spec "upload floorplan files, then send the admin email")', () => {
  it('names the uploaded original, the cropped image and the generated floorplan, each once', () => {
    expect(floorplanFilesOf(doc('o', 'c', 'g'))).toEqual([
      { kind: 'original', fileId: 'o' },
      { kind: 'cropped', fileId: 'c' },
      { kind: 'generated', fileId: 'g' },
    ]);
    expect(floorplanFilesOf(doc('o', 'o'))).toEqual([{ kind: 'original', fileId: 'o' }]);
    expect(floorplanFilesOf(undefined)).toEqual([]);
    expect(floorplanFilesOf({ not: 'a plan' })).toEqual([]);
    expect(floorplanFilesOf(JSON.stringify(doc('o', null)))).toEqual([{ kind: 'original', fileId: 'o' }]);
  });

  it('finds what a save newly brings: the stage 4 upload, then the stage 18 generated plan', () => {
    expect(newFloorplanFiles(undefined, doc('o', 'c')).map((f) => f.fileId)).toEqual(['o', 'c']);
    expect(newFloorplanFiles(doc('o', 'c'), doc('o', 'c', 'g')).map((f) => f.fileId)).toEqual(['g']);
    expect(newFloorplanFiles(doc('o', 'c', 'g'), doc('o', 'c', 'g'))).toEqual([]);
    expect(newFloorplanFiles(doc('o', 'c'), undefined)).toEqual([]);
  });

  it('names a file from a prefix, the first name, the id and the extension (spec §7)', () => {
    expect(floorplanFileName('original', 'Wei Ling', 'f1', 'jpg')).toBe('floorplan_WeiLing_f1.jpg');
    expect(floorplanFileName('generated', '', 'f2', 'png')).toBe('floorplan-generated_client_f2.png');
  });
});
