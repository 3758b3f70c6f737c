import { type ClientVoucher, formatDdMmYy, VOUCHER_REVEAL_STEP, voucherTexts as t } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { userMessageOf } from '../../lib/errors';
import { VoucherDetailView } from './voucher-detail';
import { useVoucherPage } from './vouchers-api';

type TabKey = 'available' | 'used';

function VoucherCard({ v, onOpen }: { v: ClientVoucher; onOpen: () => void }) {
  const greyed = v.state !== 'available';
  return (
    <Card variant="outlined" sx={{ opacity: greyed ? 0.6 : 1, filter: greyed ? 'grayscale(1)' : undefined }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {v.logo_url && (
              <Box component="img" src={v.logo_url} alt="" sx={{ width: 56, height: 56, flexShrink: 0 }} />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {v.company_name}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{v.title}</Typography>
              {v.state === 'used' && v.redeemed_at && (
                <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.disabled' }}>
                  {t.redeemedOn(formatDdMmYy(v.redeemed_at))}
                </Typography>
              )}
              {v.state === 'expired' && (
                <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.disabled' }}>
                  {t.expiredOn(formatDdMmYy(v.validity))}
                </Typography>
              )}
            </Box>
          </Stack>
          {v.state === 'used' && (
            <Button component="span" disabled fullWidth sx={{ mt: 1 }}>
              {t.voucherRedeemed}
            </Button>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Spec "If the client has no approved payment, a promo banner replaces the content". */
function PromoBanner() {
  return (
    <Paper
      sx={{
        p: { xs: 3, sm: 5 },
        textAlign: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 2 }}>
        {t.promo}
      </Typography>
      <Button component={RouterLink} to="/design-now-2" variant="contained" color="secondary" size="large">
        {t.promoButton}
      </Button>
    </Paper>
  );
}

/** `/voucher` (client route, spec "Vouchers (client)"). The open voucher is in the address (?id=). */
export function VoucherPage() {
  const page = useVoucherPage();
  const [tab, setTab] = useState<TabKey>('available');
  // Spec §9 "Voucher page size 100, scroll to bottom adds 6": the 100 are read at once, shown 6 more at a
  // time as the reader reaches the bottom (or presses View More, for a keyboard).
  const [shown, setShown] = useState(VOUCHER_REVEAL_STEP);
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setShown((n) => n + VOUCHER_REVEAL_STEP);
    });
    observer.observe(node);
    return () => observer.disconnect();
  });
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');

  if (openId) return <VoucherDetailView id={openId} onBack={() => setParams({})} />;

  const data = page.data;
  const list = data ? (tab === 'available' ? data.available : data.used) : [];
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Vouchers
      </Typography>
      {page.isError ? (
        <Alert severity="error">{userMessageOf(page.error)}</Alert>
      ) : !data ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : !data.eligible ? (
        <PromoBanner />
      ) : (
        <>
          <Typography>{t.hello(data.first_name)}</Typography>
          <Tabs value={tab} onChange={(_e, next: TabKey) => setTab(next)}>
            <Tab value="available" label={t.tabAvailable} />
            <Tab value="used" label={t.tabUsed} />
          </Tabs>
          <Typography variant="h6" component="h2">
            {tab === 'available' ? t.countAvailable(data.available.length) : t.countUsed(data.used.length)}
          </Typography>
          {list.length === 0 ? (
            <EmptyState title={t.empty} />
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
              }}
            >
              {list.slice(0, shown).map((v) => (
                <VoucherCard key={v._id} v={v} onOpen={() => setParams({ id: v._id })} />
              ))}
            </Box>
          )}
          {list.length > shown && (
            <Box ref={sentinel} sx={{ textAlign: 'center' }}>
              <Button variant="outlined" onClick={() => setShown((n) => n + VOUCHER_REVEAL_STEP)}>
                {t.viewMore}
              </Button>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
