import {
  type AskAProRequest,
  type ConsultNowRequest,
  type EbookRequest,
  EnquiryReceipt,
  type QuotationDoctorRequest,
} from '@reno/domain';
import { api } from '../../lib/api';

const options = { schema: EnquiryReceipt, allowUnauthenticated: true } as const;

export const enquiriesApi = {
  quotationDoctor: (body: QuotationDoctorRequest) => api.post('/enquiries/quotation-doctor', body, options),
  consultNow: (body: ConsultNowRequest) => api.post('/enquiries/consult-now', body, options),
  askAPro: (body: AskAProRequest) => api.post('/enquiries/ask-a-pro', body, options),
  ebook: (body: EbookRequest) => api.post('/enquiries/ebook', body, options),
};
