export {
  PublicPageHeader,
  BANK_PARTNER_LOGO_ALT,
  type PressLogo,
  type PublicPageHeaderProps,
} from './public-page-header';
