import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ApprovalItemView, formatDate } from '@reno/domain';
import type { ReactNode } from 'react';
import { Money } from '../../components/money';
import { approvalsTexts as t } from './approvals-texts';
import { PhotoThumbnails } from '../../components/photo-picker';

/** One completed item: what was done, the evidence, the hold and its outcome, and the actions. */
export function ApprovalItemCard({ item, actions }: { item: ApprovalItemView; actions?: ReactNode }) {
  return (
    <Card variant="outlined" aria-label={item.services}>
      <CardContent>
        <Stack spacing={1}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {item.services}
            </Typography>
            <Chip label={t.status[item.status]} color={item.status === 'Hold' ? 'error' : 'default'} />
          </Stack>
          <Typography color="text.secondary">
            {item.merchant_name} · <Money cents={item.amount_cents} />
          </Typography>
          <Typography variant="body2">
            {t.completedOn} {formatDate(item.completed_at)}
            {item.status === 'Pending' ? ` · ${t.autoRelease} ${formatDate(item.auto_release_at)}` : ''}
          </Typography>
          {item.status === 'Approved' && item.decided_at ? (
            <Typography variant="body2">
              {t.released} {formatDate(item.decided_at)} {item.decided_by === 'auto' ? t.auto : t.byClient}
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t.merchantNote}: {item.completion_note}
          </Typography>
          <PhotoThumbnails photos={item.completion_photos} label="Photo of the finished work" />
          {item.hold ? (
            <Alert severity={item.hold.outcome ? 'info' : 'warning'}>
              <Typography variant="body2">
                {item.hold.issue_type}: {item.hold.client_remarks}
              </Typography>
              <PhotoThumbnails photos={item.hold.images} label="Hold photo" />
              {item.hold.outcome ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t.holdOutcome[item.hold.outcome]}. {t.adminNote}: {item.hold.resolution_note}
                </Typography>
              ) : null}
            </Alert>
          ) : null}
        </Stack>
      </CardContent>
      {actions ? <CardActions>{actions}</CardActions> : null}
    </Card>
  );
}
