import { EBOOK_PDF_PATH, EbookRequest, enquiryMessages } from '@reno/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Modal } from '../../components/modal';
import { ContactFields } from './contact-fields';
import { enquiriesApi } from './enquiries-api';
import { servicesTexts as t } from './services-texts';
import { useEnquiryForm } from './use-enquiry-form';

/**
 * Spec "Header and menus": the free e-book opens as a pop-up lead form. Once sent, it says the guide is
 * on its way by e-mail and offers it right away. Remounted per opening (key), so it starts empty.
 */
export function EbookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const [isSent, setSent] = useState(false);
  const form = useEnquiryForm({
    kind: 'ebook',
    schema: EbookRequest,
    initial: { name: '', email: '' },
    send: enquiriesApi.ebook,
    onSent: () => setSent(true),
  });
  if (isSent)
    return (
      <Modal
        open={open}
        title={t.ebookTitle}
        onClose={onClose}
        actions={<Button onClick={onClose}>{t.done}</Button>}
      >
        <Stack spacing={2} sx={{ pt: 1 }} role="status">
          <Typography>{enquiryMessages.ebookSent}</Typography>
          <Typography color="text.secondary">{t.ebookDownloadText}</Typography>
          <Button
            component="a"
            href={EBOOK_PDF_PATH}
            target="_blank"
            rel="noopener"
            variant="contained"
            startIcon={<DownloadIcon />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t.ebookDownload}
          </Button>
        </Stack>
      </Modal>
    );
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
