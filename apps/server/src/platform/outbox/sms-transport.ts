import type { Config } from '../../config.js';
import { TRANSPORT_TIMEOUT_MS, type OutgoingMessage, type Transport } from './transport.js';

type SmsConfig = NonNullable<Config['sms']>;

/**
 * SMS through an HTTP gateway: POST JSON {to, from, text} with `Authorization: Bearer SMS_GATEWAY_TOKEN`
 * to SMS_GATEWAY_URL. `to` keeps the spec's form, 65 followed by the 8 digits. Any 2xx is sent.
 */
export function createSmsGatewayTransport(sms: SmsConfig): Transport {
  return {
    send: async (message: OutgoingMessage) => {
      // enqueueSms writes exactly one recipient, so a retry never texts someone twice.
      const [to] = message.recipients;
      if (!to || message.recipients.length > 1) throw new Error('An SMS needs exactly one recipient');
      const res = await fetch(sms.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(sms.token ? { authorization: `Bearer ${sms.token}` } : {}),
        },
        body: JSON.stringify({ to, from: sms.senderId, text: message.body }),
        signal: AbortSignal.timeout(TRANSPORT_TIMEOUT_MS),
      });
      // The reply body stays out of the error: a gateway may echo the text, which may hold a code.
      await res.body?.cancel();
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status} ${res.statusText}`.trim());
      return {};
    },
    close: () => {},
  };
}
