import { formatDate, type MerchantProjectCard, type MerchantView } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { Money } from '../../components/money';
import { userMessageOf } from '../../lib/errors';
import { merchantDetailQuery, merchantProjectsQuery } from './merchants-admin-api';
import { merchantsTexts } from './merchants-page';

export const merchantDetailTexts = {
  back: 'Back to Merchants', // ours
  profile: 'Profile', // ours
  incoming: 'Incoming Projects',
  current: 'Current Projects',
  none: 'None yet.', // ours
  uen: 'UEN',
  gst: 'GST Reg. No.',
  personInCharge: 'Person in charge',
  description: 'Company description',
  retry: 'Retry',
} as const;
const t = merchantDetailTexts;

/**
 * Issue 18 item 2: a merchant's detail under Users: its profile and status, and the projects where it
 * holds services (waiting for its answer, or accepted), each linking to the project desk.
 */
export function MerchantDetailPage() {
  const { id = '' } = useParams();
  const merchant = useQuery(merchantDetailQuery(id));
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Button component={RouterLink} to="/admin/users/merchants" sx={{ alignSelf: 'flex-start' }}>
        {t.back}
      </Button>
      {merchant.isPending && <Skeleton variant="rounded" height={160} />}
      {merchant.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void merchant.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {userMessageOf(merchant.error)}
        </Alert>
      )}
      {merchant.data && <Profile merchant={merchant.data} />}
      {merchant.data && <Projects id={id} status="incoming" title={t.incoming} />}
      {merchant.data && <Projects id={id} status="current" title={t.current} />}
    </Stack>
  );
}

function Profile({ merchant: m }: { merchant: MerchantView }) {
  const rows: [string, string | null][] = [
    [merchantsTexts.specialization, m.specialization],
    [merchantsTexts.email, m.email],
    [merchantsTexts.phone, m.handphone_no],
    [t.uen, m.uen],
    [t.gst, m.gst_reg_no],
    [
      t.personInCharge,
      [m.person_incharge, m.incharge_handphone_no, m.incharge_email].filter(Boolean).join(' · ') || null,
    ],
    [merchantsTexts.services, String(m.active_services)],
    [merchantsTexts.created, formatDate(m.created_at)],
    [t.description, m.company_description],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {m.company_name}
        </Typography>
        <Chip
          size="small"
          color={m.is_active ? 'success' : 'default'}
          label={m.is_active ? merchantsTexts.active : merchantsTexts.inactive}
        />
        {!m.has_password && <Chip size="small" variant="outlined" label={merchantsTexts.passwordPending} />}
      </Stack>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t.profile}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
            <Typography component="dt" color="text.secondary" sx={{ minWidth: 180 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value ?? '-'}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function Projects(props: { id: string; status: 'incoming' | 'current'; title: string }) {
  const list = useQuery(merchantProjectsQuery(props.id, props.status));
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" variant="h6">
        {props.title}
      </Typography>
      {list.isPending && <Skeleton height={48} />}
      {list.isError && <Alert severity="error">{userMessageOf(list.error)}</Alert>}
      {list.data?.items.length === 0 && <Typography color="text.secondary">{t.none}</Typography>}
      {list.data && list.data.items.length > 0 && (
        <List aria-label={props.title} dense>
          {list.data.items.map((p) => (
            <ProjectItem key={p._id} project={p} />
          ))}
        </List>
      )}
    </Paper>
  );
}

function ProjectItem({ project: p }: { project: MerchantProjectCard }) {
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={
          <RouterLink to={`/admin/projects/${encodeURIComponent(p._id)}`}>
            {p.name} · {p.client_name}
          </RouterLink>
        }
        secondary={
          <>
            {p.services.map((s) => `${s.services} (${s.status})`).join(', ')} ·{' '}
            <Money cents={p.amount_cents} />
          </>
        }
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}
