import { layout } from '@reno/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface PageHeaderImage {
  src: string;
  alt: string;
}

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  banner?: PageHeaderImage;
  /** Spec "Services": the Consult Now button opens Quotation Doctor's start page. */
  showConsultNow?: boolean;
  pressLogos?: PageHeaderImage[];
  bankPartnerLogo?: PageHeaderImage;
}

export const CONSULT_NOW_LABEL = 'Consult Now';
export const CONSULT_NOW_PATH = '/services/quotationdr-start';

function LogoRow({ logos, label }: { logos: PageHeaderImage[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
        alignItems: 'center',
      }}
    >
      {logos.map((logo) => (
        <Box component="li" key={logo.src} sx={{ display: 'flex', justifyContent: 'center' }}>
          <Box
            component="img"
            src={logo.src}
            alt={logo.alt}
            loading="lazy"
            sx={{ maxWidth: '100%', maxHeight: 48, objectFit: 'contain' }}
          />
        </Box>
      ))}
    </Box>
  );
}

/** Spec "Layout": title, subtitle, banner image, optional Consult Now, press-logo grid and bank-partner logo. */
export function PageHeader({
  title,
  subtitle,
  banner,
  showConsultNow,
  pressLogos,
  bankPartnerLogo,
}: PageHeaderProps) {
  return (
    <Box
      component="section"
      sx={{
        position: 'relative',
        minHeight: banner ? { xs: 220, md: layout.headerHeight } : undefined,
        display: 'flex',
        alignItems: 'center',
        color: banner ? 'common.white' : 'text.primary',
        backgroundColor: banner ? 'grey.900' : 'transparent',
        overflow: 'hidden',
        py: { xs: 4, md: 6 },
      }}
    >
      {banner && (
        <>
          <Box
            component="img"
            src={banner.src}
            alt={banner.alt}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
          <Box aria-hidden sx={{ position: 'absolute', inset: 0, backgroundColor: 'rgba(0, 0, 0, 0.45)' }} />
        </>
      )}
      <Container sx={{ position: 'relative' }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 28, md: 40 } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="h6" component="p" sx={{ mt: 1, fontWeight: 400, maxWidth: 720 }}>
            {subtitle}
          </Typography>
        )}
        {showConsultNow && (
          <Button
            component={RouterLink}
            to={CONSULT_NOW_PATH}
            variant="contained"
            size="large"
            sx={{ mt: 3 }}
          >
            {CONSULT_NOW_LABEL}
          </Button>
        )}
        {bankPartnerLogo && (
          <Box
            component="img"
            src={bankPartnerLogo.src}
            alt={bankPartnerLogo.alt}
            sx={{ display: 'block', mt: 3, maxHeight: 56 }}
          />
        )}
        {pressLogos && pressLogos.length > 0 && <LogoRow logos={pressLogos} label="As featured in" />}
      </Container>
    </Box>
  );
}
