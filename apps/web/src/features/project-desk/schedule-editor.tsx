import {
  type ProjectDeskDetail,
  SERVICES_SCHEDULE_STAGES,
  SERVICES_SCHEDULE_TYPES,
  SetProjectSchedule,
  type SetProjectScheduleInput,
} from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/errors';
import { useDeskMutations } from './desk-api';
import { deskTexts as t } from './desk-texts';

/** Empty date inputs mean "not fixed yet" (null) to the schema. */
const ScheduleForm = SetProjectSchedule;

const toForm = (project: ProjectDeskDetail): SetProjectScheduleInput => ({
  time_schedule: {
    meeting_1: project.time_schedule?.meeting_1 ?? null,
    meeting_2: project.time_schedule?.meeting_2 ?? null,
    meeting_3: project.time_schedule?.meeting_3 ?? null,
  },
  services_schedule: project.services_schedule.map((e) => ({
    project_service_id: e.project_service_id,
    date: e.date,
    type: e.type,
    stage: e.stage,
    note: e.note ?? '',
  })),
});

/**
 * Issue 12 item 3: the project time schedule (meetings 1 to 3, in order) and the services schedule
 * (service, date, type works or other, stage 0 to 2), saved together by the admin or the project's PM.
 */
export function ScheduleEditor({ project }: { project: ProjectDeskDetail }) {
  const toast = useToast();
  const { saveSchedule } = useDeskMutations(project._id);
  const form = useForm<SetProjectScheduleInput, unknown, SetProjectSchedule>({
    resolver: zodResolver(ScheduleForm),
    defaultValues: toForm(project),
  });
  const entries = useFieldArray({ control: form.control, name: 'services_schedule' });
  const { errors } = form.formState;
  const meetingErrors = errors.time_schedule;

  const submit = form.handleSubmit((body) =>
    saveSchedule.mutate(body, {
      onSuccess: () => toast.success(t.scheduleSaved),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.errors : [];
        for (const f of fields) {
          const m = /meeting_(\d)/.exec(f.field);
          if (m) form.setError(`time_schedule.meeting_${m[1] as '1' | '2' | '3'}`, { message: f.message });
        }
        if (fields.length === 0) toast.fromError(error);
      },
    }),
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => void submit(e)}
      aria-label={t.tabs.schedule}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          {([1, 2, 3] as const).map((n) => (
            <Grid key={n} size={{ xs: 12, sm: 4 }}>
              <Controller
                control={form.control}
                name={`time_schedule.meeting_${n}`}
                render={({ field }) => (
                  <TextField
                    type="date"
                    label={t.meeting(n)}
                    fullWidth
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
                    onBlur={field.onBlur}
                    slotProps={{ inputLabel: { shrink: true } }}
                    error={Boolean(meetingErrors?.[`meeting_${n}`])}
                    helperText={meetingErrors?.[`meeting_${n}`]?.message ?? ' '}
                  />
                )}
              />
            </Grid>
          ))}
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h3">
            {t.servicesSchedule}
          </Typography>
          <Button
            disabled={project.services.length === 0}
            onClick={() =>
              entries.append({
                project_service_id: project.services[0]?._id ?? '',
                date: '',
                type: 'works',
                stage: 0,
                note: '',
              })
            }
          >
            {t.addEntry}
          </Button>
        </Stack>
        {project.services.length === 0 && <Alert severity="info">{t.noServices}</Alert>}
        <Stack spacing={2}>
          {entries.fields.map((entry, i) => {
            const e = errors.services_schedule?.[i];
            return (
              <Grid container spacing={1} key={entry.id} sx={{ alignItems: 'flex-start' }}>
                <Grid size={{ xs: 12, md: 3 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t.services}
                    {...form.register(`services_schedule.${i}.project_service_id`)}
                    defaultValue={entry.project_service_id}
                    error={Boolean(e?.project_service_id)}
                    helperText={e?.project_service_id?.message ?? ' '}
                  >
                    {project.services.map((s) => (
                      <MenuItem key={s._id} value={s._id}>
                        {s.services}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 6, md: 2 }}>
                  <TextField
                    type="date"
                    size="small"
                    fullWidth
                    label={t.date}
                    slotProps={{ inputLabel: { shrink: true } }}
                    {...form.register(`services_schedule.${i}.date`)}
                    error={Boolean(e?.date)}
                    helperText={e?.date?.message ?? ' '}
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 2 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t.type}
                    {...form.register(`services_schedule.${i}.type`)}
                    defaultValue={entry.type}
                  >
                    {SERVICES_SCHEDULE_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {t.types[type]}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 6, md: 1 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t.stage}
                    {...form.register(`services_schedule.${i}.stage`, { valueAsNumber: true })}
                    defaultValue={entry.stage}
                    error={Boolean(e?.stage)}
                    helperText={e?.stage?.message ?? ' '}
                  >
                    {SERVICES_SCHEDULE_STAGES.map((s) => (
                      <MenuItem key={s} value={s}>
                        {s}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 10, md: 3 }}>
                  <TextField
                    size="small"
                    fullWidth
                    label={t.note}
                    {...form.register(`services_schedule.${i}.note`)}
                  />
                </Grid>
                <Grid size={{ xs: 2, md: 1 }}>
                  <IconButton aria-label={`${t.remove} ${i + 1}`} onClick={() => entries.remove(i)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Grid>
              </Grid>
            );
          })}
        </Stack>
      </Paper>
      <Button
        type="submit"
        variant="contained"
        disabled={saveSchedule.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t.saveSchedule}
      </Button>
    </Stack>
  );
}
