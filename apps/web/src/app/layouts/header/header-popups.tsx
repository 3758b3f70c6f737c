import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/modal';
import { AskAProForm } from '../../../features/services/ask-a-pro-form';
import { EbookDialog } from '../../../features/services/ebook-dialog';
import { servicesTexts, THANK_YOU_PATH } from '../../../features/services/services-texts';
import { type HeaderPopup } from './header-items';

/**
 * Spec "Header and menus": the Services menu's ad-hoc enquiry and free e-book "open as pop-ups" over
 * the page the visitor is on. Loaded on first use (see header.tsx), so their forms are not in the shell.
 */
export function HeaderPopups({ popup, onClose }: { popup: HeaderPopup | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      <EbookDialog open={popup === 'ebook'} onClose={onClose} />
      <Modal
        open={popup === 'ask-a-pro'}
        title={servicesTexts.askAProTitle}
        onClose={onClose}
        actions={<Button onClick={onClose}>{servicesTexts.cancel}</Button>}
      >
        <AskAProForm
          onSent={() => {
            onClose();
            void navigate(THANK_YOU_PATH);
          }}
        />
      </Modal>
    </>
  );
}
