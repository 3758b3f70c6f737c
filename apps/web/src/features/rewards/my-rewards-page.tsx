import { formatDate, type EzcashEntry, type RewardsSummary, formatCount } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { userMessageOf } from '../../lib/errors';
import { useRewardsSummary } from './rewards-api';
import { myRewardsTexts as t } from './rewards-texts';

const points = formatCount;

/** A signed amount as the ledger row means it: an increment adds, a decrement takes away. */
const signed = (e: EzcashEntry) => `${e.operator === 'increment' ? '+' : '−'}${points(e.ezcash_amount)}`;

function Figure({ label, value, id }: { label: string; value: string; id?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} id={id}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Paper>
  );
}

function ReferralCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography
        component="p"
        sx={{ fontFamily: 'monospace', fontSize: 22, letterSpacing: 2 }}
        aria-label={t.referralCode}
      >
        {code}
      </Typography>
      <Button variant="outlined" onClick={copy}>
        {copied ? t.copied : t.copy}
      </Button>
    </Stack>
  );
}

function Summary({ data }: { data: RewardsSummary }) {
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Figure id="ezcash" label={t.balance} value={`${points(data.balance)} EZcash`} />
        <Figure label={t.totalEarned} value={`${points(data.total_earned)} EZcash`} />
        <Figure label={t.memberStatus} value={data.member_status} />
      </Stack>
      <Typography color="text.secondary">
        {data.next_tier ? t.nextTier(data.next_tier.needed, data.next_tier.name) : t.topTier}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to="/shopez" variant="contained">
          {t.shop}
        </Button>
        <Button component={RouterLink} to="/voucher" variant="outlined">
          {t.vouchers}
        </Button>
      </Stack>

      <Box component="section" aria-labelledby="tiers-title">
        <Typography id="tiers-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t.tiersTitle}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {data.tiers.map((tier) => (
            <Paper
              key={tier.name}
              variant="outlined"
              sx={{
                p: 2,
                flex: 1,
                borderColor: tier.name === data.member_status ? 'primary.main' : undefined,
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 700 }}>{tier.name}</Typography>
                {tier.name === data.member_status && <Chip size="small" color="primary" label="Your tier" />}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t.tierFrom(tier.min_earned)}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {tier.perk}
              </Typography>
            </Paper>
          ))}
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="referral-title" id="referral">
        <Typography id="referral-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t.referralTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t.referralIntro}
        </Typography>
        <ReferralCode code={data.referral_code} />
        {data.referrals.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t.referralsEmpty}
          </Typography>
        ) : (
          <List aria-label="Your referrals">
            {data.referrals.map((r) => (
              <ListItem key={`${r.first_name}-${r.registered_at}`} divider>
                <ListItemText
                  primary={`${r.first_name} · joined ${formatDate(r.registered_at)}`}
                  secondary={r.status === 'Credited' ? t.referralEarned(r.earned) : t.referralRegistered}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>

      <Box component="section" aria-labelledby="history-title">
        <Typography id="history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t.historyTitle}
        </Typography>
        {data.history.length === 0 ? (
          <EmptyState
            title={t.historyEmpty}
            action={
              <Button component={RouterLink} to="/design-now-2" variant="contained">
                {t.designNow}
              </Button>
            }
          />
        ) : (
          <List aria-label={t.historyTitle}>
            {data.history.map((e) => (
              <ListItem
                key={e._id}
                divider
                secondaryAction={
                  <Typography
                    sx={{
                      fontWeight: 700,
                      color: e.operator === 'increment' ? 'success.main' : 'error.main',
                    }}
                  >
                    {signed(e)}
                  </Typography>
                }
              >
                <ListItemText
                  sx={{ pr: 8 }}
                  primary={e.ezcash_info ?? e.ezcash_category}
                  secondary={`${formatDate(e.created_at)} · ${e.ezcash_category}${e.approval_status === 'Approved' ? '' : ` · ${e.approval_status}`}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}

/** `/joinclub` (client route): the client's EZcash balance and history, tier and referrals (issue 16). */
export function MyRewardsPage() {
  const summary = useRewardsSummary();
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      {summary.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {userMessageOf(summary.error)}
        </Alert>
      ) : summary.data ? (
        <>
          <Typography color="text.secondary">{t.hello(summary.data.first_name)}</Typography>
          <Summary data={summary.data} />
        </>
      ) : (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      )}
    </Stack>
  );
}
