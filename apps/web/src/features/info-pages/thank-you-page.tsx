import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DesignNowButton } from '../../components/design-now-button';
import { PublicPageHeader } from '../../components/public-page-header';
import { infoTexts as t } from './info-texts';

/** /thank-you-page: where the enquiry forms land once the server has the enquiry. */
export function ThankYouPage() {
  return (
    <>
      <PublicPageHeader title={t.thankYouTitle} subtitle={t.thankYouSubtitle} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography>{t.thankYouText}</Typography>
        <Typography sx={{ mt: 2 }}>{t.thankYouNext}</Typography>
        <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <DesignNowButton placement="thank-you" size="large" />
          <Button component={RouterLink} to="/" variant="outlined" size="large">
            {t.backHome}
          </Button>
        </Box>
      </Container>
    </>
  );
}
