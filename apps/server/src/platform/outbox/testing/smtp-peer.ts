import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './parse-mail.js';

export interface CapturedMail extends ParsedMail {
  envelopeTo: string[];
  /** The whole message as received, for what the flat parse does not read (attachments). */
  raw: string;
}

export interface SmtpPeer {
  /** SMTP_URL pointing at this server. */
  url: string;
  messages: CapturedMail[];
  /** What the server answers to DATA: accept, or a 4xx it would give a sender to try later. */
  mode: 'accept' | 'reject';
  /** Holds each message this long before answering, so concurrent senders overlap. */
  delayMs: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server (nodemailer's own smtp-server) on a free loopback port, for tests only: the app's
 * transport speaks SMTP to it exactly as it would to a mail provider, nothing is mocked.
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const peer: SmtpPeer = { url: '', messages: [], mode: 'accept', delayMs: 0, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        setTimeout(() => {
          if (peer.mode === 'reject') {
            const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          const raw = Buffer.concat(chunks).toString('utf8');
          peer.messages.push({ ...parseMail(raw), envelopeTo, raw });
          callback(null);
        }, peer.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  peer.url = `smtp://127.0.0.1:${port}`;
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}
