import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CONSULT_NOW_PATH } from '../../components/page-header';
import { PublicPageHeader } from '../../components/public-page-header';
import { infoTexts as t } from './info-texts';
import { whatsappChatHref as whatsappHref } from '../../lib/chat-link';

/** /instant-connect: reach a specialist right away, on WhatsApp or by call back (Consult Now). */
export function InstantConnectPage() {
  return (
    <>
      <PublicPageHeader title={t.instantConnectTitle} subtitle={t.instantConnectSubtitle} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography>{t.instantConnectText}</Typography>
        <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button
            component="a"
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            size="large"
            startIcon={<WhatsAppIcon />}
          >
            {t.whatsapp}
          </Button>
          <Button component={RouterLink} to={CONSULT_NOW_PATH} variant="outlined" size="large">
            {t.callBack}
          </Button>
        </Box>
      </Container>
    </>
  );
}
