import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TestApp } from '../../test/test-app.js';

/** A real photo-like JPEG (a gradient, so it is not trivially small). */
export async function makeJpeg(width: number, height: number): Promise<Buffer> {
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c33"/><stop offset="1" stop-color="#36c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(gradient)).jpeg({ quality: 85 }).toBuffer();
}

/** A valid PNG of about 9,000,000 bytes: uncompressed, so its size is width × height × 3 plus a little. */
export async function makeLargePng(): Promise<Buffer> {
  return sharp({ create: { width: 1500, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A multipart/form-data body as the browser's FormData would send it. */
export async function multipartBody(fileName: string, bytes: Buffer, contentType: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export async function uploadFile(
  t: TestApp,
  cookie: string | undefined,
  opts: { category?: string; fileName: string; bytes: Buffer; contentType: string },
) {
  const { payload, headers } = await multipartBody(opts.fileName, opts.bytes, opts.contentType);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/files?category=${opts.category ?? 'support_img'}`,
    payload,
    headers: cookie ? { ...headers, cookie } : headers,
  });
}

/** Every file under the local storage folder (DATA_DIR/files), to prove what was or was not written. */
export async function listStoredFiles(t: TestApp): Promise<string[]> {
  try {
    const entries = await readdir(join(t.config.dataDir, 'files'), { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
