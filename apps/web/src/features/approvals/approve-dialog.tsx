import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { type ApprovalItemView, formatSgd } from '@reno/domain';
import { useState } from 'react';
import { useToast } from '../../components/toast';
import { useApprove } from './approvals-api';
import { approvalsTexts as t } from './approvals-texts';

/** Spec §5 "Approving payment requires ticking the agreement to release payment to the merchant". */
export function ApproveDialog({ item, onClose }: { item: ApprovalItemView; onClose: () => void }) {
  const [agree, setAgree] = useState(false);
  const [touched, setTouched] = useState(false);
  const approve = useApprove();
  const toast = useToast();
  const submit = () => {
    setTouched(true);
    if (!agree || approve.isPending) return;
    approve.mutate(
      { id: item._id, body: { agree: true } },
      {
        onSuccess: () => {
          toast.success(t.approved);
          onClose();
        },
        onError: (e) => toast.fromError(e),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="approve-title" fullWidth maxWidth="sm">
      <DialogTitle id="approve-title">{t.approveTitle}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          {item.services} · {item.merchant_name} · {formatSgd(item.amount_cents)}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t.approveWarning}
        </Alert>
        <FormControlLabel
          control={<Checkbox checked={agree} onChange={(e) => setAgree(e.target.checked)} />}
          label={t.approveAgreement}
        />
        {touched && !agree ? (
          <Typography color="error" variant="body2" role="alert">
            {t.approveAgreementRequired}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={approve.isPending}>
          {t.approve}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
