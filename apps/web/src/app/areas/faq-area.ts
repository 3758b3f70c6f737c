// The FAQ page (/faq), its own lazy chunk: other public pages do not carry it.
export { FaqPage } from '../../features/faq/faq-page';
