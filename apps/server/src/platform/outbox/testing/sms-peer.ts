import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface SmsPeer {
  /** SMS_GATEWAY_URL pointing at this server. */
  url: string;
  received: ReceivedSms[];
  /** HTTP status the gateway answers with. */
  status: number;
  close(): Promise<void>;
}

/** A real HTTP server on a free loopback port standing in for the SMS gateway, for tests only. */
export async function startSmsPeer(): Promise<SmsPeer> {
  const peer: SmsPeer = { url: '', received: [], status: 200, close: async () => {} };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      peer.received.push({
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
      });
      res.statusCode = peer.status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: peer.status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  peer.url = `http://127.0.0.1:${port}/messages`;
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}
