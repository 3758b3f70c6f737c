import { type AdminClientDetail, backOfficeMessages as m, formatDate } from '@reno/domain';
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
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Money } from '../../components/money';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { clientDetailQuery, useClientMutations } from './back-office-api';

export const clientDetailTexts = {
  back: 'Back to Clients', // ours
  active: 'Active',
  inactive: 'Deactivated', // ours
  verified: 'E-mail verified', // ours
  unverified: 'E-mail not verified', // ours
  deactivate: 'Deactivate',
  activate: 'Activate',
  resend: 'Resend verification', // ours
  deactivateTitle: 'Deactivate this client?', // ours
  deactivateMessage: (name: string) =>
    `${name} will be signed out everywhere and cannot sign in until activated again. Their projects, payments and EZcash are kept.`, // ours
  cancel: 'Cancel',
  projects: 'Projects',
  payments: 'Payments',
  ezcash: 'EZcash',
  balance: (n: number) => `Balance ${n} Ezcash`,
  activity: 'Activity Log',
  none: 'None yet.', // ours
  retry: 'Retry',
  stage: (n: number) => `Stage ${n}`,
} as const;
const t = clientDetailTexts;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Issue 18 item 2: one client, what it has done, and the admin's actions on the account. */
export function ClientDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(clientDetailQuery(id));
  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to="/admin/users/clients" sx={{ alignSelf: 'flex-start' }}>
        {t.back}
      </Button>
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {userMessageOf(query.error)}
        </Alert>
      )}
      {query.isPending && !query.isError && <Skeleton variant="rounded" height={240} />}
      {query.data && <ClientDetail detail={query.data} />}
    </Stack>
  );
}

function ClientDetail({ detail }: { detail: AdminClientDetail }) {
  const toast = useToast();
  const { setActive, resend } = useClientMutations();
  const [confirming, setConfirming] = useState(false);
  const { client } = detail;
  const name = `${client.first_name} ${client.last_name}`.trim();
  const toggle = (active: boolean) =>
    setActive.mutate(
      { id: client._id, active },
      {
        onSuccess: () => toast.success(active ? m.clientReactivated : m.clientDeactivated),
        onError: (e) => toast.fromError(e),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {name}
          </Typography>
          <Typography sx={{ wordBreak: 'break-word' }}>
            {client.email} · {client.handphone_no ?? '—'}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ mt: 1 }}>
            <Chip
              size="small"
              color={client.is_active ? 'success' : 'default'}
              label={client.is_active ? t.active : t.inactive}
            />
            <Chip size="small" variant="outlined" label={client.email_verified ? t.verified : t.unverified} />
          </Stack>
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {!client.email_verified && (
            <Button
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate(client._id, {
                  onSuccess: () => toast.success(m.verificationResent),
                  onError: (e) => toast.fromError(e),
                })
              }
            >
              {t.resend}
            </Button>
          )}
          {client.is_active ? (
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              {t.deactivate}
            </Button>
          ) : (
            <Button variant="contained" disabled={setActive.isPending} onClick={() => toggle(true)}>
              {t.activate}
            </Button>
          )}
        </Stack>
      </Stack>
      <Section title={t.projects}>
        {detail.projects.length === 0 && <Typography>{t.none}</Typography>}
        <List dense>
          {detail.projects.map((p) => (
            <ListItem key={p._id} disableGutters>
              <ListItemText
                primary={<RouterLink to={`/admin/projects/${p._id}`}>{p.name}</RouterLink>}
                secondary={
                  <>
                    {p.phase ?? ''} · {formatDate(p.created_at)}
                    {p.works_amount !== null && (
                      <>
                        {' · '}
                        <Money cents={p.works_amount} />
                      </>
                    )}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      </Section>
      <Section title={t.payments}>
        {detail.payments.length === 0 && <Typography>{t.none}</Typography>}
        <List dense>
          {detail.payments.map((p) => (
            <ListItem key={p.project_id} disableGutters>
              <ListItemText
                primary={`${p.project_name}: ${t.stage(p.stage)} ${p.status}`}
                secondary={formatDate(p.created)}
              />
            </ListItem>
          ))}
        </List>
      </Section>
      <Section title={t.ezcash}>
        <Typography>{t.balance(detail.ezcash.balance)}</Typography>
        <List dense>
          {detail.ezcash.history.map((h) => (
            <ListItem key={h._id} disableGutters>
              <ListItemText
                primary={`${h.operator === 'decrement' ? '−' : '+'}${h.ezcash_amount} · ${h.ezcash_category}`}
                secondary={`${h.approval_status} · ${formatDate(h.created_at)}`}
              />
            </ListItem>
          ))}
        </List>
      </Section>
      <Section title={t.activity}>
        {detail.activity.length === 0 && <Typography>{t.none}</Typography>}
        <List dense>
          {detail.activity.map((a) => (
            <ListItem key={a._id} disableGutters>
              <ListItemText primary={a.action} secondary={`${a.api ?? ''} · ${formatDate(a.created_at)}`} />
            </ListItem>
          ))}
        </List>
      </Section>
      <ConfirmDialog
        open={confirming}
        title={t.deactivateTitle}
        message={t.deactivateMessage(name)}
        confirmLabel={t.deactivate}
        cancelLabel={t.cancel}
        isWorking={setActive.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => toggle(false)}
      />
    </>
  );
}
