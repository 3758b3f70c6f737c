import EmailIcon from '@mui/icons-material/Email';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../../components/logo';
import { FooterBanner } from './footer-banner';
import { footerLinks, footerTexts, legalLinks, mailtoHref, socialLinks, whatsappHref } from './footer-texts';
import { SocialIcon } from './social-icon';
import { SupporterBadge } from './supporter-badge';

const linkList = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 3,
  rowGap: 1,
} as const;
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function Footer() {
  return (
    <Box component="footer" sx={{ mt: 'auto' }}>
      <FooterBanner />
      <Box sx={{ bgcolor: 'grey.900', color: 'grey.100', py: { xs: 4, md: 6 } }}>
        <Container sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <Box>
            <Box
              component={RouterLink}
              to="/"
              aria-label={footerTexts.homeLink}
              sx={{ display: 'inline-flex', textDecoration: 'none' }}
            >
              <Logo inverse />
            </Box>
            <Box component="nav" aria-label={footerTexts.sitemap} sx={{ mt: 3 }}>
              <Box component="ul" sx={linkList}>
                {footerLinks.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} color="inherit" underline="hover">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
            <Box sx={{ mt: 3 }}>
              <SupporterBadge />
            </Box>
          </Box>
          <Box>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {footerTexts.contact}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <IconButton component="a" href={mailtoHref} aria-label={footerTexts.email} color="inherit">
                <EmailIcon />
              </IconButton>
              <IconButton
                component="a"
                href={whatsappHref}
                aria-label={footerTexts.whatsapp}
                color="inherit"
                {...newTab}
              >
                <WhatsAppIcon />
              </IconButton>
            </Box>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
              {footerTexts.follow}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {socialLinks.map((social) => (
                <IconButton
                  key={social.key}
                  component="a"
                  href={social.href}
                  aria-label={social.label}
                  color="inherit"
                  {...newTab}
                >
                  <SocialIcon name={social.key} />
                </IconButton>
              ))}
            </Box>
          </Box>
        </Container>
        <Container
          sx={{
            mt: 4,
            pt: 3,
            borderTop: 1,
            borderColor: 'grey.800',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">{footerTexts.copyright(new Date().getFullYear())}</Typography>
          <Box component="nav" aria-label={footerTexts.legal}>
            <Box component="ul" sx={linkList}>
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} color="inherit" underline="hover" variant="body2">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
