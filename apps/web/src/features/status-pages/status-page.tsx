import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { statusTexts } from './status-texts';

export function StatusPage({ code, title, text }: { code: string; title: string; text: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: 64, md: 96 }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
      >
        {code}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{text}</Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
        {statusTexts.backHome}
      </Button>
    </Container>
  );
}

export const NotFoundPage = () => (
  <StatusPage code="404" title={statusTexts.notFoundTitle} text={statusTexts.notFoundText} />
);

export const UnauthorisedPage = () => (
  <StatusPage code="401" title={statusTexts.unauthorisedTitle} text={statusTexts.unauthorisedText} />
);
