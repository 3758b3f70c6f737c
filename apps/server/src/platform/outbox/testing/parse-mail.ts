/** Just enough MIME reading for tests to check what an SMTP peer received (no mail parser dependency). */
export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

const splitHeadAndBody = (raw: string): [string, string] => {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return [raw, ''];
  const gap = raw.slice(at).match(/^\r?\n\r?\n/)?.[0].length ?? 2;
  return [raw.slice(0, at), raw.slice(at + gap)];
};

const parseHeaders = (head: string): Record<string, string> => {
  const headers: Record<string, string> = {};
  // Long header lines are folded onto indented continuation lines.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
};

const decodeBody = (body: string, encoding: string | undefined): string => {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
};

export function parseMail(raw: string): ParsedMail {
  const [head, body] = splitHeadAndBody(raw);
  const headers = parseHeaders(head);
  const parts: { type: string; content: string }[] = [];
  const boundary = headers['content-type']?.match(/boundary="?([^";]+)"?/i)?.[1];
  const chunks = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const chunk of chunks) {
    const [partHead, partBody] = splitHeadAndBody(chunk.replace(/^\r?\n/, ''));
    const partHeaders = parseHeaders(partHead);
    const type = (partHeaders['content-type'] ?? 'text/plain').split(';')[0]?.trim() ?? 'text/plain';
    parts.push({
      type,
      content: decodeBody(partBody.replace(/\r?\n$/, ''), partHeaders['content-transfer-encoding']),
    });
  }
  return {
    headers,
    subject: headers.subject ?? '',
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}
