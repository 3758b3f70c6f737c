import { PageHeader, type PageHeaderImage } from '../page-header';
import bankPartnerLogoUrl from './bank-partner-logo.svg';

/** A press mention's logo, as the press data (owned by the site-content module) provides it. */
export interface PressLogo {
  name: string;
  logoUrl: string;
}

export interface PublicPageHeaderProps {
  title: string;
  subtitle?: string | undefined;
  banner?: PageHeaderImage | undefined;
  /** Spec "Services": quotationdr-start has the Consult Now button. */
  showConsultNow?: boolean;
  pressLogos?: PressLogo[];
  /** The renovation-loan pages show the bank partner's logo. */
  showBankPartner?: boolean;
}

export const BANK_PARTNER_LOGO_ALT = 'Our renovation loan bank partner';

/**
 * Spec "Layout": "A reusable page header shows title, subtitle, banner image, optional Consult Now
 * button, press-logo grid and bank-partner logo". The one `<h1>` of a public page.
 */
export function PublicPageHeader({
  title,
  subtitle,
  banner,
  showConsultNow = false,
  pressLogos = [],
  showBankPartner = false,
}: PublicPageHeaderProps) {
  return (
    <PageHeader
      title={title}
      {...(subtitle ? { subtitle } : {})}
      {...(banner ? { banner } : {})}
      showConsultNow={showConsultNow}
      pressLogos={pressLogos.map((logo) => ({ src: logo.logoUrl, alt: logo.name }))}
      {...(showBankPartner
        ? { bankPartnerLogo: { src: bankPartnerLogoUrl, alt: BANK_PARTNER_LOGO_ALT } }
        : {})}
    />
  );
}
