import nodemailer, { type SMTPTransportOptions } from 'nodemailer';
import { TRANSPORT_TIMEOUT_MS, type OutgoingMessage, type Transport } from './transport.js';

/** E-mail over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465) from MAIL_FROM. */
export function createSmtpTransport(smtpUrl: string, from: string): Transport {
  const options: SMTPTransportOptions = {
    url: smtpUrl,
    connectionTimeout: TRANSPORT_TIMEOUT_MS / 2,
    greetingTimeout: TRANSPORT_TIMEOUT_MS / 2,
    socketTimeout: TRANSPORT_TIMEOUT_MS,
  };
  const transporter = nodemailer.createTransport(options);
  return {
    send: async (message: OutgoingMessage) => {
      const info = await transporter.sendMail({
        from,
        to: message.recipients,
        subject: message.subject ?? '',
        text: message.body,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.content_type,
                content: Buffer.from(a.content_base64, 'base64'),
              })),
            }
          : {}),
      });
      // nodemailer resolves once any recipient was accepted. Retrying would mail the accepted ones again,
      // so the message counts as sent and the refused addresses are recorded.
      return info.rejected.length > 0 ? { partialFailure: `SMTP refused: ${info.rejected.join(', ')}` } : {};
    },
    close: () => transporter.close(),
  };
}
