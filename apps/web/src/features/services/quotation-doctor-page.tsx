import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { PublicPageHeader } from '../../components/public-page-header';
import { useSession } from '../../lib/session';
import { QuotationDoctorForm } from './quotation-doctor-form';
import { servicesTexts as t } from './services-texts';

/**
 * Spec "Services": quotation-doctor. Uploads need an account (the file is kept private to its owner
 * and the admins), so a visitor is asked to sign in first; `onSignIn` opens the Sign In dialog.
 */
export function QuotationDoctorPage({ onSignIn }: { onSignIn: () => void }) {
  const session = useSession();
  const user = session.user;
  return (
    <>
      <PublicPageHeader title={t.quotationDoctorTitle} subtitle={t.quotationDoctorSubtitle} showConsultNow />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="ol" sx={{ pl: 3, mt: 0, mb: 4 }}>
          {t.quotationDoctorSteps.map((step) => (
            <Typography component="li" key={step} sx={{ mb: 1 }}>
              {step}
            </Typography>
          ))}
        </Box>
        {session.isLoading ? (
          <PageLoader />
        ) : user ? (
          <QuotationDoctorForm
            defaults={{
              name: `${user.first_name} ${user.last_name}`.trim(),
              email: user.email,
              handphone_no: user.handphone_no ?? '',
            }}
          />
        ) : (
          <EmptyState
            title={t.signInToUpload}
            action={
              <Button variant="contained" onClick={onSignIn}>
                {t.signIn}
              </Button>
            }
          />
        )}
      </Container>
    </>
  );
}
