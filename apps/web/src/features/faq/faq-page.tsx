import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FaqList } from '../../components/faq-list';
import { PageHeader } from '../../components/page-header';

export const faqPageTexts = {
  title: 'Frequently Asked Questions',
  subtitle: 'How Design Now, escrow payments, our guarantees and renovation loans work.',
  stillQuestions:
    'Still have a question? Write to us or chat with us from the links at the bottom of the page.',
} as const;

/** Spec "Public routes": /faq. */
export function FaqPage() {
  return (
    <>
      <PageHeader title={faqPageTexts.title} subtitle={faqPageTexts.subtitle} />
      <Container maxWidth="md" sx={{ pb: 6 }}>
        <FaqList headingLevel="h2" />
        <Typography color="text.secondary" sx={{ mt: 4 }}>
          {faqPageTexts.stillQuestions}
        </Typography>
      </Container>
    </>
  );
}
