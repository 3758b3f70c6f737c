import { type MerchantView, UpdateOwnMerchantProfile } from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  MerchantFieldInputs,
  merchantFormDefaults,
  type MerchantFormValues,
} from '../../components/merchant-fields';
import { PageLoader } from '../../components/page-loader';
import { useToast } from '../../components/toast';
import { ApiError, userMessageOf } from '../../lib/errors';
import { merchantProfileQuery, useMerchantMutations } from './merchant-api';
import { merchantTexts as t } from './merchant-texts';

/** The e-mail and UEN show, disabled, but stay with the admin: checked as text, never sent. */
const OwnProfileForm = UpdateOwnMerchantProfile.required().extend({ email: z.string(), uen: z.string() });
type OwnProfileForm = z.infer<typeof OwnProfileForm>;

function ProfileForm({ merchant }: { merchant: MerchantView }) {
  const toast = useToast();
  const { saveProfile } = useMerchantMutations();
  const form = useForm<MerchantFormValues, unknown, OwnProfileForm>({
    // The form holds text in every field; the schema also accepts the null the API may send.
    resolver: zodResolver(OwnProfileForm) as Resolver<MerchantFormValues, unknown, OwnProfileForm>,
    defaultValues: merchantFormDefaults(merchant),
  });
  const submit = form.handleSubmit((values) => {
    const body: UpdateOwnMerchantProfile = Object.fromEntries(
      Object.entries(values).filter(([key]) => key !== 'email' && key !== 'uen'),
    );
    saveProfile.mutate(body, {
      onSuccess: () => toast.success(t.saved),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.errors : [];
        for (const f of fields) form.setError(f.field as keyof MerchantFormValues, { message: f.message });
        if (fields.length === 0) toast.fromError(error);
      },
    });
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => void submit(e)}
      aria-label={t.profileTitle}
    >
      <MerchantFieldInputs form={form} readOnly={['email', 'uen']} />
      <Button
        type="submit"
        variant="contained"
        disabled={saveProfile.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t.save}
      </Button>
    </Stack>
  );
}

/** Merchant route merchant/profile: the merchant's own company fields. */
/** `children`: more Profile Settings below the company fields (the area adds the password change). */
export function MerchantProfilePage({ children }: { children?: ReactNode }) {
  const query = useQuery(merchantProfileQuery());
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{userMessageOf(query.error)}</Alert>;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.profileTitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <ProfileForm key={JSON.stringify(query.data)} merchant={query.data} />
      </Paper>
      {children}
    </Stack>
  );
}
