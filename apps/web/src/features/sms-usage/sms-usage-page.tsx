import { formatDate, SMS_USAGE_DAY_CHOICES, type SmsUsageDay } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { userMessageOf } from '../../lib/errors';
import { useSmsUsage } from './api/get-sms-usage';
import { smsUsageTexts as texts } from './sms-usage-texts';

const numberColumns = ['queued', 'sent', 'failed', 'waiting'] as const;

function DayRows({ days }: { days: SmsUsageDay[] }) {
  return (
    <TableBody>
      {days.map((d) => (
        <TableRow key={d.day}>
          <TableCell component="th" scope="row">
            {formatDate(`${d.day}T00:00:00+08:00`)}
          </TableCell>
          {numberColumns.map((c) => (
            <TableCell key={c} align="right">
              {d[c]}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}

/** Issue 15 "SMS cannot be pumped": the admin's view of SMS per day against the daily budget. */
export function SmsUsagePage() {
  const [days, setDays] = useState<number>(30);
  const usage = useSmsUsage(days);
  const today = usage.data?.days[0];
  const budget = usage.data?.dailyBudget ?? 0;

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{texts.subtitle}</Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={days}
        aria-label={texts.period}
        onChange={(_event, next: number | null) => next !== null && setDays(next)}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {SMS_USAGE_DAY_CHOICES.map((n) => (
          <ToggleButton key={n} value={n}>
            {texts.days(n)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {usage.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void usage.refetch()}>
              {texts.retry}
            </Button>
          }
        >
          {userMessageOf(usage.error)}
        </Alert>
      ) : (
        <>
          {today ? (
            <Box sx={{ mb: 2, maxWidth: 420 }}>
              <Typography sx={{ mb: 0.5 }}>{texts.today(today.queued, budget)}</Typography>
              <LinearProgress
                variant="determinate"
                aria-label={texts.today(today.queued, budget)}
                value={budget > 0 ? Math.min(100, (today.queued / budget) * 100) : 0}
                color={today.queued >= budget ? 'error' : 'primary'}
              />
            </Box>
          ) : (
            <Skeleton width={280} sx={{ mb: 2 }} />
          )}
          {usage.data && usage.data.days.every((d) => d.queued === 0) ? (
            <EmptyState title={texts.empty} />
          ) : (
            <Paper variant="outlined">
              <TableContainer>
                <Table size="small" aria-label={texts.tableLabel}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{texts.columns.day}</TableCell>
                      {numberColumns.map((c) => (
                        <TableCell key={c} align="right">
                          {texts.columns[c]}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  {usage.data ? (
                    <DayRows days={usage.data.days} />
                  ) : (
                    <TableBody>
                      {[0, 1, 2, 3, 4].map((i) => (
                        <TableRow key={i}>
                          <TableCell colSpan={5}>
                            <Skeleton />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  )}
                </Table>
              </TableContainer>
            </Paper>
          )}
        </>
      )}
    </Box>
  );
}
