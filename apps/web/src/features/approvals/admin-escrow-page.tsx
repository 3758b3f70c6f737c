import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EscrowReport } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Money } from '../../components/money';
import { userMessageOf } from '../../lib/errors';
import { escrowQuery } from './approvals-api';
import { approvalsTexts as t } from './approvals-texts';

const ROWS: [keyof EscrowReport['summary'], string][] = [
  ['paid_in', 'Paid in by clients'],
  ['held', 'Held in escrow'],
  ['released', 'Released to merchants'],
  ['fees', 'Service fees'],
  ['refunded', 'Refunded to clients'],
  ['paid_out', 'Paid out to merchants'],
  ['owed', 'Owed to merchants'],
];

function Report({ projectId }: { projectId: string | null }) {
  const query = useQuery(escrowQuery(projectId));
  if (query.isError) return <Alert severity="error">{userMessageOf(query.error)}</Alert>;
  if (query.isPending) return <Skeleton variant="rounded" height={240} />;
  const r = query.data;
  return (
    <Stack spacing={1}>
      <Paper variant="outlined">
        <Table size="small" aria-label={projectId ? `Escrow of ${projectId}` : t.escrowTitle}>
          <TableBody>
            {ROWS.map(([key, label]) => (
              <TableRow key={key}>
                <TableCell>{label}</TableCell>
                <TableCell align="right">
                  <Money cents={r.summary[key]} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {r.balanced ? (
        <Alert severity="success">{t.balanced}</Alert>
      ) : (
        r.problems.map((p) => (
          <Alert key={p} severity="error">
            {p}
          </Alert>
        ))
      )}
      <Button
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t.reconcile}
      </Button>
    </Stack>
  );
}

/** Admin: the platform's and one project's escrow, with the reconcile check (permission transaction). */
export function AdminEscrowPage() {
  const [draft, setDraft] = useState('');
  const [projectId, setProjectId] = useState<string | null>(null);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.escrowTitle}
      </Typography>
      <Report projectId={null} />
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={(e) => {
          e.preventDefault();
          setProjectId(draft.trim() || null);
        }}
      >
        <TextField
          label={t.projectId}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          size="small"
        />
        <Button type="submit" variant="outlined">
          Show project
        </Button>
      </Stack>
      {projectId ? <Report projectId={projectId} /> : null}
    </Stack>
  );
}
