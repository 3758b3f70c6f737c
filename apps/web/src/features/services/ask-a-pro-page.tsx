import Container from '@mui/material/Container';
import { PublicPageHeader } from '../../components/public-page-header';
import { AskAProForm } from './ask-a-pro-form';
import { servicesTexts as t } from './services-texts';

/** Spec "Services": ask-a-pro, the ad-hoc enquiry. */
export function AskAProPage() {
  return (
    <>
      <PublicPageHeader title={t.askAProTitle} subtitle={t.askAProSubtitle} />
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
        <AskAProForm />
      </Container>
    </>
  );
}
