import type { ClientProfile } from '@reno/domain';
import type { DocumentRecipient } from './document-model.js';

/** The client as a document's recipient: full name with salutation, contact, renovation address. */
export function clientRecipient(
  client: Pick<ClientProfile, 'salutation' | 'first_name' | 'last_name' | 'email' | 'handphone_no'>,
  renovation: { address: string | null; postalCode: string | null },
): DocumentRecipient {
  const address = [renovation.address, renovation.postalCode && `Singapore ${renovation.postalCode}`]
    .filter(Boolean)
    .join(', ');
  return {
    name: [client.salutation, client.first_name, client.last_name].filter(Boolean).join(' '),
    email: client.email,
    phone: client.handphone_no,
    renovationAddress: address || null,
  };
}
