export { MySupportRequests } from './my-support-requests';
export { SupportRequestForm } from './support-request-form';
export { supportTexts } from './support-texts';
