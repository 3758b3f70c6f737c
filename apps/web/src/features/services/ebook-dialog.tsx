import { EbookRequest, enquiryMessages } from '@reno/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { ContactFields } from './contact-fields';
import { enquiriesApi } from './enquiries-api';
import { servicesTexts as t } from './services-texts';
import { useEnquiryForm } from './use-enquiry-form';

/** Spec "Header and menus": the free e-book opens as a pop-up lead form. Remounted per opening (key). */
export function EbookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const toast = useToast();
  const form = useEnquiryForm({
    kind: 'ebook',
    schema: EbookRequest,
    initial: { name: '', email: '' },
    send: enquiriesApi.ebook,
    onSent: () => {
      toast.success(enquiryMessages.ebookSent);
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t.ebookTitle}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" form={formId} variant="contained" disabled={form.isSending}>
            {form.isSending ? t.sending : t.send}
          </Button>
        </>
      }
    >
      <Stack
        component="form"
        id={formId}
        noValidate
        spacing={2}
        onSubmit={(e) => void form.submit(e)}
        sx={{ pt: 1 }}
      >
        <Typography color="text.secondary">{t.ebookText}</Typography>
        <ContactFields values={form.values} errors={form.errors} change={form.change} withMobile={false} />
      </Stack>
    </Modal>
  );
}
