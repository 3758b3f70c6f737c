import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { introVideo } from './home-texts';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public');
const publicFile = (path: string) => join(publicDir, path);

describe('the committed intro video (scripts/make-intro-video.mjs)', () => {
  it('is a WebM and an MP4 each under about 1.5 MB, with a poster', () => {
    const webm = readFileSync(publicFile(introVideo.webm));
    // EBML magic number, then the "webm" doc type.
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(webm.subarray(0, 64).toString('latin1')).toContain('webm');
    const mp4 = readFileSync(publicFile(introVideo.mp4));
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    for (const file of [webm, mp4]) expect(file.length).toBeLessThan(1.5 * 1024 * 1024);
    expect(statSync(publicFile(introVideo.poster)).size).toBeGreaterThan(0);
  });

  it('has captions stating the pitches of spec §1', () => {
    const vtt = readFileSync(publicFile(introVideo.captions), 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    for (const text of ['Design Now', 'Lowest price guarantee', 'within 7 days', '$100,000', '$50,000'])
      expect(vtt).toContain(text);
  });
});
