import { AdvanceMilestone, formatDate, type MilestoneView } from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/errors';
import { useMerchantMutations } from './merchant-api';
import { merchantTexts as t } from './merchant-texts';

/** Today in Singapore as YYYY-MM-DD (the milestone's default day). */
export const singaporeToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());

function AdvanceDialog({
  projectId,
  milestone,
  onClose,
}: {
  projectId: string;
  milestone: MilestoneView['milestone'];
  onClose: () => void;
}) {
  const toast = useToast();
  const { advance } = useMerchantMutations();
  const form = useForm<AdvanceMilestone>({
    resolver: zodResolver(AdvanceMilestone),
    defaultValues: { milestone, date: singaporeToday() },
  });
  const submit = form.handleSubmit((body) =>
    advance.mutate(
      { projectId, body },
      {
        onSuccess: () => {
          toast.success(t.saved);
          onClose();
        },
        onError: (error) => {
          const dateError =
            error instanceof ApiError ? error.errors.find((e) => e.field === 'date') : undefined;
          if (dateError) form.setError('date', { message: dateError.message });
          else toast.fromError(error);
        },
      },
    ),
  );
  return (
    <Modal
      open
      title={t.advanceTitle(milestone)}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onClose} disabled={advance.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" form="milestone-form" variant="contained" disabled={advance.isPending}>
            {t.save}
          </Button>
        </>
      }
    >
      <Stack component="form" id="milestone-form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
        <TextField
          type="date"
          label={t.milestoneDate}
          required
          slotProps={{ inputLabel: { shrink: true } }}
          {...form.register('date')}
          error={Boolean(form.formState.errors.date)}
          helperText={form.formState.errors.date?.message ?? ' '}
        />
      </Stack>
    </Modal>
  );
}

/**
 * Public spec "Other": the merchant's milestones Deposit, Confirmation, Start Works, Carpentry, Touch Up,
 * Handover, shown in order and advanced one at a time with the day each was reached.
 */
export function MilestonesPanel({
  projectId,
  milestones,
}: {
  projectId: string;
  milestones: MilestoneView[];
}) {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const next = milestones.find((m) => !m.done);
  const active = next ? milestones.indexOf(next) : milestones.length;
  return (
    <Paper variant="outlined" component="section" aria-label={t.milestones} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h6" component="h2">
          {t.milestones}
        </Typography>
        {next && (
          <Button variant="contained" onClick={() => setOpen(true)}>
            {t.advance(next.milestone)}
          </Button>
        )}
      </Stack>
      <Stepper
        activeStep={active}
        orientation={isSmall ? 'vertical' : 'horizontal'}
        alternativeLabel={!isSmall}
      >
        {milestones.map((m) => (
          <Step key={m.milestone} completed={m.done}>
            <StepLabel
              optional={<Typography variant="caption">{m.date ? formatDate(m.date) : t.pending}</Typography>}
            >
              {m.milestone}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {open && next && (
        <AdvanceDialog projectId={projectId} milestone={next.milestone} onClose={() => setOpen(false)} />
      )}
    </Paper>
  );
}
