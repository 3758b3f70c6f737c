import { formatDdMmYy, voucherTexts as t } from '@reno/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { useRedeemVoucher, useVoucherDetail } from './vouchers-api';

/** Html the server sanitised before storing it and again before sending it (issue 16). */
function ServerHtml({ html, label }: { html: string; label: string }) {
  if (!html) return null;
  return (
    <Box
      aria-label={label}
      sx={{ '& p': { my: 1 }, '& ul': { pl: 3 }, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography sx={{ fontFamily: 'monospace', fontSize: 22, letterSpacing: 1 }} data-testid="voucher-code">
        {code}
      </Typography>
      <Button
        variant="outlined"
        onClick={() =>
          void navigator.clipboard?.writeText(code).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t.copied : t.copy}
      </Button>
    </Stack>
  );
}

/** Spec "Picking a card opens a detail view with a Back To Vouchers button". */
export function VoucherDetailView({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useVoucherDetail(id);
  const redeem = useRedeemVoucher(id);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [showCode, setShowCode] = useState(false);
  const v = detail.data;
  const used = v?.state === 'used';
  const expired = v?.state === 'expired';

  const markUsed = () =>
    redeem.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t.markedUsed);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(userMessageOf(error) || t.failedUpdate);
      },
    });

  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t.back}
        </Button>
      </Box>
      {detail.isError ? (
        <Alert severity="error">{userMessageOf(detail.error)}</Alert>
      ) : !v ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={80} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {v.logo_url && (
                <Box
                  component="img"
                  src={v.logo_url}
                  alt={`${v.company_name} logo`}
                  sx={{ width: 64, height: 64 }}
                />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography color="text.secondary">{v.company_name}</Typography>
                <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
                  {v.title}
                </Typography>
              </Box>
            </Stack>
            <ServerHtml html={v.description} label="Description" />
            {v.image_url && (
              <Box component="img" src={v.image_url} alt={v.title} sx={{ width: '100%', borderRadius: 2 }} />
            )}
            {used && v.redeemed_at && (
              <Typography sx={{ color: 'text.disabled', fontWeight: 700 }}>
                {t.redeemedOn(formatDdMmYy(v.redeemed_at))}
              </Typography>
            )}
            {expired && (
              <Typography sx={{ color: 'text.disabled', fontWeight: 700 }}>
                {t.expiredOn(formatDdMmYy(v.validity))}
              </Typography>
            )}
            <Box>
              <Button
                variant="contained"
                size="large"
                disabled={used || expired}
                onClick={() => setShowCode(true)}
              >
                {used ? t.redeemed : t.redeem}
              </Button>
            </Box>
            {(showCode || used) && (
              <Stack spacing={2}>
                {v.is_qr && v.qr_png && (
                  <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <Box
                      component="img"
                      src={v.qr_png}
                      alt={`QR code for ${v.title}`}
                      sx={{ width: 220, height: 220 }}
                    />
                    <Button component="a" href={v.qr_png} download={`${v.code}.png`} variant="outlined">
                      {t.saveQr}
                    </Button>
                  </Stack>
                )}
                <CopyCode code={v.code} />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={used}
                      disabled={used || expired || redeem.isPending}
                      onChange={(e) => e.target.checked && setConfirming(true)}
                    />
                  }
                  label={t.markAsUsed}
                />
              </Stack>
            )}
            <Box>
              <Typography variant="h6" component="h3">
                {t.termsTitle}
              </Typography>
              <ServerHtml html={v.terms_conditions} label={t.termsTitle} />
            </Box>
          </Stack>
        </Paper>
      )}
      <Modal
        open={confirming}
        title={t.confirmTitle}
        maxWidth="xs"
        actions={
          <>
            <Button onClick={() => setConfirming(false)} disabled={redeem.isPending}>
              {t.cancel}
            </Button>
            <Button variant="contained" onClick={markUsed} disabled={redeem.isPending}>
              {t.yes}
            </Button>
          </>
        }
      >
        <Typography>{t.confirmQuestion}</Typography>
      </Modal>
    </Stack>
  );
}
