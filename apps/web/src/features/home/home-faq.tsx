import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FaqList } from '../../components/faq-list';
import { homeTexts } from './home-texts';

const HOME_FAQ_COUNT = 5;

/** Spec §1 home section "FAQ": the first questions, with a way to all of them. */
export function HomeFaq() {
  return (
    <Container
      component="section"
      maxWidth="md"
      aria-labelledby="home-faq-title"
      sx={{ py: { xs: 6, md: 8 } }}
    >
      <Typography id="home-faq-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
        {homeTexts.faqTitle}
      </Typography>
      <FaqList limit={HOME_FAQ_COUNT} />
      <Button component={RouterLink} to="/faq" sx={{ mt: 2 }}>
        {homeTexts.allFaq}
      </Button>
    </Container>
  );
}
