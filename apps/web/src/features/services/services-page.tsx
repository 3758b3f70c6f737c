import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { DesignNowButton } from '../../components/design-now-button';
import { PublicPageHeader } from '../../components/public-page-header';
import { EbookDialog } from './ebook-dialog';
import { EBOOK_HASH, servicesTexts as t } from './services-texts';

function ServiceCard({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{text}</Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>{action}</CardActions>
    </Card>
  );
}

/** /services: Design Now, Quotation Doctor, ask-a-pro and the free e-book (`#free-ebook` opens it). */
export function ServicesPage() {
  // The pop-up is open while the address ends in #free-ebook, so a menu or a campaign can link to it.
  const location = useLocation();
  const navigate = useNavigate();
  const isEbookOpen = location.hash === EBOOK_HASH;
  const openEbook = () => void navigate({ hash: EBOOK_HASH });
  const closeEbook = () => void navigate({ hash: '' }, { replace: true });

  return (
    <>
      <PublicPageHeader title={t.servicesTitle} subtitle={t.servicesSubtitle} showConsultNow />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
          }}
        >
          <ServiceCard
            title={t.designNowTitle}
            text={t.designNowText}
            action={<DesignNowButton placement="services" />}
          />
          <ServiceCard
            title={t.quotationDoctorTitle}
            text={t.quotationDoctorText}
            action={
              <Button component={RouterLink} to="/services/quotation-doctor" variant="outlined">
                {t.quotationDoctorTitle}
              </Button>
            }
          />
          <ServiceCard
            title={t.askAProTitle}
            text={t.askAProText}
            action={
              <Button component={RouterLink} to="/services/ask-a-pro" variant="outlined">
                {t.askAProTitle}
              </Button>
            }
          />
          <ServiceCard
            title={t.ebookTitle}
            text={t.ebookText}
            action={
              <Button variant="outlined" onClick={openEbook}>
                {t.ebookOpen}
              </Button>
            }
          />
        </Box>
      </Container>
      {/* A fresh form on every opening (each navigation has its own key). */}
      <EbookDialog key={location.key} open={isEbookOpen} onClose={closeEbook} />
    </>
  );
}
