import { CLIENT_MERCHANT_LIST_FIELDS, type ClientProjectMerchant } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Modal } from '../../components/modal';
import { PageLoader } from '../../components/page-loader';
import { StageGate } from '../../components/stage-gate';
import { userMessageOf } from '../../lib/errors';
import { projectMerchantsQuery } from './project-team-api';
import { projectTeamTexts as t } from './project-team-texts';

type SearchField = (typeof CLIENT_MERCHANT_LIST_FIELDS)[number];
/** Client spec §9 "merchants 10" per page. */
const PAGE_SIZE = 10;

const rootOf = (pathname: string) =>
  pathname.startsWith('/other-project/') ? 'other-project' : 'main-project';

function MerchantDetail({ row, onClose }: { row: ClientProjectMerchant; onClose: () => void }) {
  const m = row.merchant;
  const line = (label: string, value: string | null) => (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{value || '-'}</Typography>
    </Stack>
  );
  return (
    <Modal
      open
      title={m.company_name}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t.close}</Button>}
    >
      <Stack spacing={1.5}>
        {line(t.services, row.services)}
        {line(t.status, row.status)}
        {line(t.specialization, m.specialization)}
        {line(t.description, m.company_description)}
        {line(t.contactName, m.name)}
        {line(t.phone, m.handphone_no)}
        {line(t.email, m.email)}
      </Stack>
    </Modal>
  );
}

/**
 * Client route merchants (client spec "Merchants page: merchants per project service, locked the same
 * way, with detail modal and filter"), 10 a page.
 */
export function ProjectMerchantsPage() {
  const { id = '' } = useParams();
  const root = rootOf(useLocation().pathname);
  const [page, setPage] = useState(0);
  const [draft, setDraft] = useState<{ field: SearchField; text: string }>({ field: 'services', text: '' });
  const [filter, setFilter] = useState<{ field: SearchField; text: string } | null>(null);
  const [open, setOpen] = useState<ClientProjectMerchant | null>(null);
  const query = useQuery({
    ...projectMerchantsQuery(id, {
      page: page + 1,
      rowsPerPage: PAGE_SIZE,
      ...(filter ? { searchBy: filter.field, search: filter.text } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter(draft.text.trim() ? { field: draft.field, text: draft.text.trim() } : null);
    setPage(0);
  };
  let body;
  if (query.isPending) body = <PageLoader />;
  else if (query.isError) body = <Alert severity="error">{userMessageOf(query.error)}</Alert>;
  else if (!query.data.is_unlocked)
    body = <StageGate paymentPath={`/${root}/${encodeURIComponent(id)}/transactions/progressive-payment`} />;
  else
    body = (
      <Stack spacing={2}>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          onSubmit={apply}
          role="search"
        >
          <TextField
            select
            size="small"
            label={t.searchBy}
            value={draft.field}
            onChange={(e) => setDraft((d) => ({ ...d, field: e.target.value as SearchField }))}
            sx={{ minWidth: 170 }}
          >
            {CLIENT_MERCHANT_LIST_FIELDS.map((f) => (
              <MenuItem key={f} value={f}>
                {t.searchFields[f]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t.search}
            value={draft.text}
            onChange={(e) => setDraft((d) => ({ ...d, text: e.target.value }))}
          />
          <Button type="submit" variant="contained">
            {t.filter}
          </Button>
          <Button
            onClick={() => {
              setDraft({ field: 'services', text: '' });
              setFilter(null);
              setPage(0);
            }}
          >
            {t.clearFilter}
          </Button>
        </Stack>
        {query.data.items.length === 0 ? (
          <EmptyState title={filter ? t.noMatch : t.noData} />
        ) : (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label={t.merchantsTitle}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.services}</TableCell>
                    <TableCell>{t.companyName}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {t.specialization}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t.status}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.items.map((row) => (
                    <TableRow key={row.project_service_id}>
                      <TableCell>{row.services}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.merchant.company_name}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {row.merchant.specialization ?? '-'}
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{row.status}</TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          onClick={() => setOpen(row)}
                          aria-label={`${t.details}: ${row.merchant.company_name}`}
                        >
                          {t.details}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={query.data.totalCount}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_, p) => setPage(p)}
            />
          </Paper>
        )}
      </Stack>
    );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t.merchantsTitle}
        </Typography>
        {body}
      </Stack>
      {open && <MerchantDetail row={open} onClose={() => setOpen(null)} />}
    </Container>
  );
}
