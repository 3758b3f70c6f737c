import type { CompanyConfig } from '../../company-config.js';
import type { DocumentIssuer } from './document-model.js';

/**
 * The platform company as issuer: it issues every document the client receives (quotations,
 * progressive and variation-order invoices, receipts), see docs/decisions/004.
 */
export const platformIssuer = (company: CompanyConfig): DocumentIssuer => ({
  name: company.name,
  uen: company.uen,
  gstRegNo: company.gstRegNo,
  address: company.address,
  email: company.email,
  phone: company.phone,
});

/**
 * A merchant as issuer, for the documents a merchant issues in its own name (its invoices to the
 * platform for released payments). Its GST registration is `merchant_profiles.gst_reg_no`: empty means
 * not registered, and its documents then state no GST.
 */
export const merchantIssuer = (merchant: {
  company_name: string;
  uen: string | null;
  gst_reg_no: string | null;
  address: string | null;
  email: string;
  handphone_no: string | null;
}): DocumentIssuer => ({
  name: merchant.company_name,
  uen: merchant.uen ?? '-',
  gstRegNo: merchant.gst_reg_no?.trim() || null,
  address: merchant.address ?? '-',
  email: merchant.email,
  phone: merchant.handphone_no ?? '-',
});
