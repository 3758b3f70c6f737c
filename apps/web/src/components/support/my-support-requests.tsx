import { formatDateTime } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { userMessageOf } from '../../lib/errors';
import { useMySupportRequests } from './support-api';
import { supportTexts as t } from './support-texts';

/** The requester's own requests and the admins' replies (issue 18: "replies ... in the app"). */
export function MySupportRequests() {
  const query = useMySupportRequests();
  return (
    <Stack component="section" spacing={2} aria-label={t.myRequests}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t.myRequests}
      </Typography>
      {query.isPending && <CircularProgress aria-label={t.myRequests} />}
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
      {query.data?.items.length === 0 && <Typography color="text.secondary">{t.noRequests}</Typography>}
      {query.data?.items.map((r) => (
        <Paper key={r._id} variant="outlined" sx={{ p: 2 }} component="article" aria-label={r.subject}>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {r.subject}
              </Typography>
              <Chip size="small" label={r.status} aria-label={`${t.status}: ${r.status}`} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(r.created_at)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.message}</Typography>
            {r.replies.map((reply) => (
              <Paper key={reply._id} sx={{ p: 1.5, bgcolor: 'action.hover' }} elevation={0}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {t.replyFrom(reply.author_name)} · {formatDateTime(reply.created_at)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {reply.message}
                </Typography>
              </Paper>
            ))}
            {r.replies.length === 0 && r.status === 'Open' && (
              <Typography variant="body2" color="text.secondary">
                {t.waiting}
              </Typography>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
