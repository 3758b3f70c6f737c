// Issue 7's long-form public pages and enquiry forms: their own lazy chunk, so the home page's chunk
// (public-area) does not carry them.
export { TermsPage } from '../../features/legal/terms-page';
export { TermsDocumentPage } from '../../features/legal/terms-document-page';
export { AboutPage } from '../../features/about/about-page';
export { AboutSubPage } from '../../features/about/about-sub-page';
export { ServicesPage } from '../../features/services/services-page';
export { QuotationDoctorRoute } from './quotation-doctor-route';
export { QuotationDrStartPage } from '../../features/services/quotationdr-start-page';
export { AskAProPage } from '../../features/services/ask-a-pro-page';
export { LearnPage } from '../../features/learn/learn-page';
export { LearnListPage } from '../../features/learn/learn-list-page';
export { LearnDetailPage } from '../../features/learn/learn-detail-page';
export { RewardsPage } from '../../features/rewards/rewards-page';
export { ThankYouPage } from '../../features/info-pages/thank-you-page';
export { ConstructionPage } from '../../features/info-pages/construction-page';
export { InstantConnectPage } from '../../features/info-pages/instant-connect-page';
