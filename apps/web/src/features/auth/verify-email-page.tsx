import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { userMessageOf } from '../../lib/errors';
import { sessionQueryKey } from '../../lib/session';
import { authApi } from './auth-api';
import { authTexts } from './auth-texts';
import { ResendEmailLink } from './resend-email-link';

/**
 * `/verify-email?token=`: confirms the link once on load (the token is single-use, so never again on
 * focus or retry); then the "email verified" view, or the failure view with a resend form.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const confirm = useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => authApi.confirmEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const isVerified = confirm.isSuccess;
  useEffect(() => {
    if (isVerified) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [isVerified, queryClient]);

  if (token && confirm.isPending) return <PageLoader />;
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      {isVerified ? (
        <>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {authTexts.emailVerifiedTitle}
          </Typography>
          <Typography sx={{ mb: 4 }}>{authTexts.emailVerifiedText}</Typography>
          <Button component={RouterLink} to="/" variant="contained">
            {authTexts.backHome}
          </Button>
        </>
      ) : (
        <>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {authTexts.emailFailedTitle}
          </Typography>
          <Alert severity="error" sx={{ mb: 3, textAlign: 'left' }}>
            {confirm.isError ? userMessageOf(confirm.error) : authTexts.missingToken}
          </Alert>
          <ResendEmailLink />
        </>
      )}
    </Container>
  );
}
