import {
  ClientLookupResult,
  CreatePmProject,
  type CreatePmProjectInput,
  defaultQuestionnaire,
  DesignNowCheckpoint,
  type DesignNowCheckpointInput,
  type Questionnaire,
  operationsMessages as m,
  PmProjectCreated,
} from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { QuestionnaireStep } from '../../components/questionnaire';
import { useToast } from '../../components/toast';
import { api } from '../../lib/api';
import { ApiError, userMessageOf } from '../../lib/errors';

export const addProjectTexts = {
  title: 'Add Project',
  client: 'Client',
  existing: 'Existing client', // ours
  newClient: 'New client', // ours
  identity: 'Email or Mobile number',
  find: 'Find', // ours
  found: (name: string, email: string) => `${name} (${email})`,
  invitedNote: 'A new client gets an e-mail invitation to set a password.', // ours
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  mobile: 'Mobile Number',
  location: 'Renovation Location', // spec project information card
  projectName: 'Project Name (optional)', // ours
  address: 'Renovation Address',
  postalCode: 'Renovation Postal Code',
  unitNumber: 'Unit Number',
  property: 'Property', // ours
  quotation: 'Quotation', // spec project tabs
  create: 'Create Project', // ours
  created: m.projectCreated,
  createdInvited: (email: string) => `${m.projectCreated} We sent ${email} an invitation.`, // ours
  viewProject: 'View Project', // ours
  addAnother: 'Add Another', // ours
} as const;
const t = addProjectTexts;

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

const defaults = (): CreatePmProjectInput => ({
  creation_key: newKey(),
  client: { mode: 'existing', identity: '' },
  name: '',
  renovation_address: '',
  renovation_postal_code: '',
  renovation_unit_number: '',
  questionnaire: defaultQuestionnaire(),
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The new-client fields' errors, whichever branch of the client union is in the form. */
type ClientErrors = FieldErrors<{
  identity: string;
  first_name: string;
  last_name: string;
  email: string;
  handphone_no: string;
}>;

/**
 * Project manager route add-project (issue 12 item 6): a project for an existing client (found by
 * e-mail or mobile) or a new one invited by e-mail, with the address and the property questionnaire.
 */
export function AddProjectPage({
  QuotationSection,
}: {
  /** The optional quotation, built with the Design Now engine (the area passes Design Now's section). */
  QuotationSection: ComponentType<{
    questionnaire: Questionnaire;
    onChange: (checkpoint: DesignNowCheckpointInput | undefined) => void;
  }>;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<PmProjectCreated | null>(null);
  const [found, setFound] = useState<ClientLookupResult | null>(null);
  const [checkpoint, setCheckpoint] = useState<DesignNowCheckpointInput | undefined>(undefined);
  // A new form (Add Another) starts the quotation section afresh.
  const [formKey, setFormKey] = useState(0);
  const form = useForm<CreatePmProjectInput, unknown, CreatePmProject>({
    resolver: zodResolver(CreatePmProject),
    defaultValues: defaults(),
  });
  const mode = useWatch({ control: form.control, name: 'client.mode' });
  const questionnaire = useWatch({ control: form.control, name: 'questionnaire' });
  const { errors } = form.formState;
  const clientErrors = (errors.client ?? {}) as ClientErrors;

  const lookup = useMutation({
    mutationFn: (identity: string) =>
      api.get('/pm/clients/lookup', { schema: ClientLookupResult, query: { identity } }),
    onSuccess: setFound,
    onError: (error) => {
      setFound(null);
      form.setError('client.identity', {
        message: error instanceof ApiError && error.status === 404 ? m.clientNotFound : userMessageOf(error),
      });
    },
  });
  const create = useMutation({
    mutationFn: (body: CreatePmProject) => api.post('/pm/projects', body, { schema: PmProjectCreated }),
    onSuccess: (result) => {
      setCreated(result);
      void queryClient.invalidateQueries({ queryKey: ['project-desk'] });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.errors : [];
      for (const f of fields) form.setError(f.field as Path<CreatePmProjectInput>, { message: f.message });
      if (fields.length === 0) toast.fromError(error);
    },
  });

  if (created) {
    const email = form.getValues('client');
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t.title}
        </Typography>
        <Alert severity="success">
          {created.client_invited && email.mode === 'new' ? t.createdInvited(email.email) : t.created} (
          {created.name})
        </Alert>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            component={RouterLink}
            to={`/pm/projects/${encodeURIComponent(created._id)}`}
          >
            {t.viewProject}
          </Button>
          <Button
            onClick={() => {
              form.reset(defaults());
              setCheckpoint(undefined);
              setFormKey((k) => k + 1);
              setFound(null);
              setCreated(null);
            }}
          >
            {t.addAnother}
          </Button>
        </Stack>
      </Stack>
    );
  }

  const submit = form.handleSubmit((body) => {
    if (create.isPending) return;
    create.mutate(checkpoint ? { ...body, checkpoint: DesignNowCheckpoint.parse(checkpoint) } : body);
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      sx={{ maxWidth: 960 }}
      onSubmit={(e) => void submit(e)}
      aria-label={t.title}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Section title={t.client}>
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={mode}
            onChange={(_, value: 'existing' | 'new' | null) => {
              if (!value) return;
              setFound(null);
              form.setValue(
                'client',
                value === 'existing'
                  ? { mode: 'existing', identity: '' }
                  : { mode: 'new', first_name: '', last_name: '', email: '', handphone_no: '' },
              );
            }}
            aria-label={t.client}
          >
            <ToggleButton value="existing">{t.existing}</ToggleButton>
            <ToggleButton value="new">{t.newClient}</ToggleButton>
          </ToggleButtonGroup>
          {mode === 'existing' ? (
            <Stack spacing={1}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <TextField
                  label={t.identity}
                  required
                  fullWidth
                  {...form.register('client.identity')}
                  onChange={(e) => {
                    setFound(null);
                    form.setValue('client.identity', e.target.value);
                  }}
                  error={Boolean(clientErrors.identity)}
                  helperText={clientErrors.identity?.message ?? ' '}
                />
                <Button
                  variant="outlined"
                  disabled={lookup.isPending}
                  onClick={() => {
                    const identity = (form.getValues('client.identity') ?? '').trim();
                    form.clearErrors('client');
                    if (identity) lookup.mutate(identity);
                  }}
                  sx={{ mt: { sm: 1 } }}
                >
                  {t.find}
                </Button>
              </Stack>
              {found && (
                <Alert severity="success">
                  {t.found(`${found.first_name} ${found.last_name}`, found.email)}
                </Alert>
              )}
            </Stack>
          ) : (
            <Grid container spacing={2}>
              {(
                [
                  ['first_name', t.firstName, true],
                  ['last_name', t.lastName, true],
                  ['email', t.email, true],
                  ['handphone_no', t.mobile, false],
                ] as const
              ).map(([key, label, required]) => (
                <Grid key={key} size={{ xs: 12, sm: 6 }}>
                  <TextField
                    label={label}
                    required={required}
                    fullWidth
                    {...form.register(`client.${key}`)}
                    error={Boolean(clientErrors[key])}
                    helperText={clientErrors[key]?.message ?? ' '}
                  />
                </Grid>
              ))}
              <Grid size={12}>
                <Typography variant="body2" color="text.secondary">
                  {t.invitedNote}
                </Typography>
              </Grid>
            </Grid>
          )}
        </Stack>
      </Section>
      <Section title={t.location}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextField
              label={t.projectName}
              fullWidth
              {...form.register('name')}
              error={Boolean(errors.name)}
              helperText={errors.name?.message ?? ' '}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              label={t.address}
              required
              fullWidth
              {...form.register('renovation_address')}
              error={Boolean(errors.renovation_address)}
              helperText={errors.renovation_address?.message ?? ' '}
            />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <TextField
              label={t.postalCode}
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...form.register('renovation_postal_code')}
              error={Boolean(errors.renovation_postal_code)}
              helperText={errors.renovation_postal_code?.message ?? ' '}
            />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <TextField
              label={t.unitNumber}
              fullWidth
              {...form.register('renovation_unit_number')}
              error={Boolean(errors.renovation_unit_number)}
              helperText={errors.renovation_unit_number?.message ?? ' '}
            />
          </Grid>
        </Grid>
      </Section>
      <Section title={t.property}>
        <Controller
          control={form.control}
          name="questionnaire"
          render={({ field }) => (
            <QuestionnaireStep
              value={{ ...defaultQuestionnaire(), ...field.value }}
              onChange={field.onChange}
            />
          )}
        />
      </Section>
      <Section title={t.quotation}>
        <QuotationSection
          key={formKey}
          questionnaire={{ ...defaultQuestionnaire(), ...questionnaire }}
          onChange={setCheckpoint}
        />
      </Section>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={create.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t.create}
      </Button>
    </Stack>
  );
}
