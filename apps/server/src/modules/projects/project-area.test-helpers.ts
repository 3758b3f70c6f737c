import { inflateSync } from 'node:zlib';
import type { TestApp } from '../../test/test-app.js';
import { body, create, project } from './projects.test-helpers.js';

/** A client's project with its quotation saved (Design Now stage 18 saves the item list). */
export async function projectWithQuotation(t: TestApp, cookie: string) {
  const res = await create(t, cookie, body(18));
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return project(res);
}

/**
 * The text a PDF shows, read back from its content streams: enough to check what pdfkit wrote with its
 * standard fonts (hex strings inside TJ arrays, one array per line piece). No PDF parser dependency.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = m[1] ?? '';
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) =>
        Buffer.from(h[1] ?? '', 'hex').toString('latin1'),
      );
      lines.push(pieces.join(''));
    }
  }
  return lines.join('\n');
}
