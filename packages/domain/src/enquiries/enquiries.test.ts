import { describe, expect, it } from 'vitest';
import { AskAProRequest, EbookRequest, enquiryMessages, QuotationDoctorRequest } from './enquiries.js';

const contact = { name: 'Siti Aminah', email: ' Siti@Example.SG ', handphone_no: '6598765432' };

describe('enquiry requests', () => {
  it('normalise the e-mail and accept the mobile with or without 65', () => {
    const parsed = QuotationDoctorRequest.parse({ ...contact, fileId: 'f1' });
    expect(parsed).toMatchObject({ email: 'siti@example.sg', handphone_no: '98765432' });
  });

  it('use the spec messages (§5) for bad contact details', () => {
    const result = AskAProRequest.safeParse({
      name: 'S1ti',
      email: 'x@',
      handphone_no: '71234567',
      message: '',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(byField).toEqual({
      name: 'Only letters and spaces are allowed',
      email: 'Please input a valid email',
      handphone_no: 'Please input a valid singapore phone number',
      message: 'Required',
    });
  });

  it('Quotation Doctor needs the uploaded file', () => {
    const result = QuotationDoctorRequest.safeParse({ ...contact, fileId: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([enquiryMessages.quotationRequired]);
  });

  it('keep the lead to 64 characters, as the lead store does', () => {
    expect(EbookRequest.safeParse({ name: 'Marcus', email: 'm@x.sg', lead: 'g' }).success).toBe(true);
    expect(EbookRequest.safeParse({ name: 'Marcus', email: 'm@x.sg', lead: 'x'.repeat(65) }).success).toBe(
      false,
    );
  });
});
