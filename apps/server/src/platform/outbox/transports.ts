import type { Config } from '../../config.js';
import { createSmtpTransport } from './email-transport.js';
import { createSmsGatewayTransport } from './sms-transport.js';
import type { Transports } from './transport.js';

/**
 * A channel has a transport only when configured (SMTP_URL, SMS_GATEWAY_URL); without one its
 * messages are held in the outbox for admins to read.
 */
export function createTransports(config: Config): Transports {
  const transports: Transports = {};
  if (config.smtpUrl) transports.email = createSmtpTransport(config.smtpUrl, config.mailFrom);
  if (config.sms) transports.sms = createSmsGatewayTransport(config.sms);
  return transports;
}
