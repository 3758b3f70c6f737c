import Container from '@mui/material/Container';
import { PublicPageHeader } from '../../components/public-page-header';
import { ConsultNowForm } from './consult-now-form';
import { servicesTexts as t } from './services-texts';

/** Spec "Services": quotationdr-start, the Consult Now page. */
export function QuotationDrStartPage() {
  return (
    <>
      <PublicPageHeader title={t.consultTitle} subtitle={t.consultSubtitle} />
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
        <ConsultNowForm />
      </Container>
    </>
  );
}
