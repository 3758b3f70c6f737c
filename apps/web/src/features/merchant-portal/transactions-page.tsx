import { formatDate, MERCHANT_TRANSACTION_TABS, type MerchantTransactionTab } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { Money } from '../../components/money';
import { apiUrl } from '../../lib/api';
import { userMessageOf } from '../../lib/errors';
import { EarningsPanel } from './earnings-panel';
import { merchantPaths, merchantTransactionsQuery } from './merchant-api';
import { merchantTexts as t } from './merchant-texts';

const PAGE_SIZES = [20, 50, 100, 150];

/** Merchant route transactions/all with sub-routes ongoing-vo, service-fee and completed. */
export function TransactionsPage() {
  const { tab = 'all' } = useParams();
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(20);
  const isTab = (MERCHANT_TRANSACTION_TABS as readonly string[]).includes(tab);
  const current = (isTab ? tab : 'all') as MerchantTransactionTab;
  const query = useQuery({
    ...merchantTransactionsQuery(current, page + 1, rowsPerPage),
    placeholderData: keepPreviousData,
  });
  if (!isTab) return <Navigate to={merchantPaths.transactions('all')} replace />;
  const data = query.data;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.transactionsTitle}
      </Typography>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={t.transactionsTitle}>
        {MERCHANT_TRANSACTION_TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t.transactionTabs[key]}
            component={RouterLink}
            to={merchantPaths.transactions(key)}
            onClick={() => setPage(0)}
          />
        ))}
      </Tabs>
      {current === 'service-fee' || current === 'completed' ? <EarningsPanel tab={current} /> : null}
      {query.isError ? (
        <Alert severity="error">{userMessageOf(query.error)}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Paper variant="outlined">
          <Typography sx={{ p: 2 }}>
            {t.totalAmount}: <Money cents={data.total_amount_cents} />
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={t.transactionTabs[current]}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.date}</TableCell>
                  <TableCell>{t.project}</TableCell>
                  <TableCell>{t.services}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t.type}</TableCell>
                  <TableCell>{t.status}</TableCell>
                  <TableCell align="right">{t.amount}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={6} align="center">
                      {current === 'ongoing-vo' ? t.noVariationOrders : t.noData}
                    </TableCell>
                  </TableRow>
                ) : (
                  data.items.map((row) => (
                    <TableRow key={row._id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.status_date)}</TableCell>
                      <TableCell>
                        <RouterLink to={merchantPaths.current(row.project_id)}>{row.project_name}</RouterLink>
                      </TableCell>
                      <TableCell>
                        {row.services}
                        {row.invoice_number && (
                          // Issue 13: an accepted variation order's invoice.
                          <>
                            {' · '}
                            <a
                              href={apiUrl(`/variation-orders/${encodeURIComponent(row._id)}/invoice.pdf`)}
                              download
                            >
                              {row.invoice_number}
                            </a>
                          </>
                        )}
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{row.type}</TableCell>
                      <TableCell>{row.status}</TableCell>
                      <TableCell align="right">
                        <Money cents={row.amount_cents} />
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.totalCount}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setRowsPerPage(Number(e.target.value));
              setPage(0);
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
