import { company } from '@reno/domain';

/**
 * The chat app link of the company (WhatsApp, with the greeting filled in): the footer's "Chat with
 * us", the home page's Contact Us, Instant Connect and the declined payment's "chat with our
 * representative" all open the same chat. In lib so both the features and the app shell can use it.
 */
export const whatsappChatHref = `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(company.whatsappMessage)}`;
