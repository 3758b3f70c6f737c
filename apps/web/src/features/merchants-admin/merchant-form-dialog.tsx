import { CreateMerchant, type MerchantView, operationsMessages as m } from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type Resolver, useForm } from 'react-hook-form';
import {
  MerchantFieldInputs,
  merchantFormDefaults,
  type MerchantFormValues,
} from '../../components/merchant-fields';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/errors';
import { useMerchantAdminMutations } from './merchants-admin-api';

export const merchantFormTexts = {
  createTitle: 'New Merchant', // ours
  editTitle: 'Edit Merchant', // ours
  save: 'Save',
  cancel: 'Cancel',
  created: m.merchantCreated,
  updated: m.updated,
} as const;

/**
 * Create or edit a merchant (issue 12 item 1): one zod schema for this form and the server. A new
 * merchant gets an e-mail to set a password. The server's field errors land on their fields.
 */
export function MerchantFormDialog({
  merchant,
  onClose,
}: {
  merchant: MerchantView | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const { create, update } = useMerchantAdminMutations();
  const form = useForm<MerchantFormValues, unknown, CreateMerchant>({
    // The form holds text in every field; the schema turns blanks of optional fields into null.
    resolver: zodResolver(CreateMerchant) as Resolver<MerchantFormValues, unknown, CreateMerchant>,
    defaultValues: merchantFormDefaults(merchant ?? {}),
  });
  const isPending = create.isPending || update.isPending;
  const onError = (error: unknown) => {
    const fields = error instanceof ApiError ? error.errors : [];
    for (const f of fields) form.setError(f.field as keyof MerchantFormValues, { message: f.message });
    if (fields.length === 0) toast.fromError(error);
  };
  const submit = form.handleSubmit((body) => {
    if (isPending) return;
    if (merchant)
      update.mutate(
        { id: merchant._id, body },
        {
          onSuccess: () => {
            toast.success(merchantFormTexts.updated);
            onClose();
          },
          onError,
        },
      );
    else
      create.mutate(body, {
        onSuccess: () => {
          toast.success(merchantFormTexts.created);
          onClose();
        },
        onError,
      });
  });
  return (
    <Modal
      open
      title={merchant ? merchantFormTexts.editTitle : merchantFormTexts.createTitle}
      maxWidth="md"
      onClose={isPending ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={isPending}>
            {merchantFormTexts.cancel}
          </Button>
          <Button type="submit" form="merchant-form" variant="contained" disabled={isPending}>
            {merchantFormTexts.save}
          </Button>
        </>
      }
    >
      <Stack component="form" id="merchant-form" noValidate onSubmit={(e) => void submit(e)} sx={{ pt: 1 }}>
        <MerchantFieldInputs form={form} />
      </Stack>
    </Modal>
  );
}
