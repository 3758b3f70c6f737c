import { company } from '@reno/domain';

/**
 * The chat app link of the company (WhatsApp, with the greeting filled in): the footer's "Chat with
 * us" and the declined payment's "chat with our representative" open the same chat. In lib so both a
 * feature and the app shell can use it; the footer and the home page still build their own copy and
 * can move to this one.
 */
export const whatsappChatHref = `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(company.whatsappMessage)}`;
