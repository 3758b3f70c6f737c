import { DESIGN_NOW_STEPS, isAreaSizeAllowed, standardLayout, type DesignNowStep } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { QuotationSummary } from '../../components/quotation/quotation-summary';
import { QuotationTable } from '../../components/quotation/quotation-table';
import { useToast } from '../../components/toast';
import { useSession } from '../../lib/session';
import { AreasStep } from './areas-step';
import { catalogueQueryOptions } from './design-now-api';
import { ApiError } from '../../lib/errors';
import {
  type DesignNowDraft,
  detachFromProject,
  freshDraft,
  layoutKey,
  loadDraft,
  storeDraft,
} from './design-now-draft';
import { dnTexts as t } from './design-now-texts';
import { QuestionnaireStep } from '../../components/questionnaire';
import { ScopeStep } from './scope-step';
import { useDesignNowSave } from './use-design-now-save';
import { applicableChoices, useQuotation } from './use-quotation';
import { useResume } from './use-resume';
import { FloorplanAreasSummary } from './floorplan/floorplan-areas-summary';
import { FloorplanPath } from './floorplan/floorplan-path';
import { FloorplanToggle } from './floorplan/floorplan-toggle';
import { useFloorplanPath } from './floorplan/use-floorplan-path';

export const DESIGN_NOW_RETURN = '/design-now-2';

const isGone = (e: unknown) => e instanceof ApiError && e.status === 404;

/** Spec "/design-now-2": questionnaire, areas (no floor plan), scope per area with live totals, quotation. */
export interface DesignNowPageProps {
  /** Opens the Sign In dialog (owned by the app shell) and comes back here afterwards. */
  requestSignIn: (returnTo: string) => void;
}

export function DesignNowPage({ requestSignIn }: DesignNowPageProps) {
  const catalogue = useQuery(catalogueQueryOptions);
  const session = useSession();
  const [isConfirmingStartOver, setConfirmingStartOver] = useState(false);
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  // "?new=1" (Create New Project) starts a fresh run instead of resuming the active project.
  const [isNewRun] = useState(() => params.has('new'));
  const [draft, setDraftState] = useState<DesignNowDraft>(() => (isNewRun ? freshDraft() : loadDraft()));
  const user = session.user;
  const isClient = user?.role === 'client';
  const saver = useDesignNowSave(user?.first_name);

  const setDraft = useCallback((next: DesignNowDraft) => {
    storeDraft(next);
    setDraftState(next);
  }, []);
  const onResumeError = useCallback(
    (e: unknown) => {
      if (isGone(e))
        setDraftState((d) => {
          const next = detachFromProject(d);
          storeDraft(next);
          return next;
        });
      else toast.fromError(e);
    },
    [toast],
  );
  useEffect(() => {
    if (!isNewRun) return;
    storeDraft(draft);
    setParams({}, { replace: true });
    // Only once, on the first render's fresh draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isNewRun]);
  useResume(user, params.get('project'), draft, setDraft, onResumeError, isNewRun);

  const quotation = useQuotation(catalogue.data, draft.questionnaire, draft.areas, draft.choices);

  const save = useCallback(
    (d: DesignNowDraft) => {
      const clean = catalogue.data
        ? { ...d, choices: applicableChoices(catalogue.data, d.areas, d.choices) }
        : d;
      saver.mutate(clean, {
        onSuccess: (project) => {
          if (!d.projectId)
            toast.success(project.ezcash_awarded > 0 ? t.savedWithEzcash(project.ezcash_awarded) : t.saved);
          setDraft({ ...clean, projectId: project._id, saveAfterSignIn: false });
        },
        // The server's words: on a failed creation the spec's "Failed to create project, ..." message.
        onError: (e) => {
          toast.fromError(e);
          const kept = { ...clean, saveAfterSignIn: false };
          setDraft(isGone(e) ? detachFromProject(kept) : kept);
        },
      });
    },
    [catalogue.data, saver, setDraft, toast],
  );

  const floorplan = useFloorplanPath(
    draft,
    setDraft,
    useCallback((d: DesignNowDraft) => isClient && save(d), [isClient, save]),
  );

  // A visitor pressed Save and has now signed in: keep what they did and save it without asking again.
  useEffect(() => {
    if (isClient && draft.saveAfterSignIn && !saver.isPending) save(draft);
  }, [isClient, draft, saver.isPending, save]);

  const goTo = (step: DesignNowStep) => {
    let next: DesignNowDraft = { ...draft, step };
    // A changed property type or room count offers that home's standard layout on the areas step.
    if (
      step === 'areas' &&
      draft.floorplan === undefined &&
      draft.layoutOf !== layoutKey(draft.questionnaire)
    ) {
      const q = draft.questionnaire;
      next = {
        ...next,
        areas: standardLayout(q.property_type, q.property_room),
        layoutOf: layoutKey(q),
        choices: [],
      };
    }
    setDraft(next);
    // Progressive saving (spec "Design Now stages") for a client; a visitor's work stays in the browser.
    if (isClient && (draft.projectId || step !== 'questionnaire')) save(next);
    window.scrollTo({ top: 0 });
  };

  const askToSave = () => {
    if (isClient) return save(draft);
    setDraft({ ...draft, saveAfterSignIn: true });
    requestSignIn(DESIGN_NOW_RETURN);
  };

  if (catalogue.isPending) return <PageLoader />;
  if (catalogue.isError) {
    return (
      <EmptyState
        title={t.catalogueError}
        action={
          <Button variant="contained" onClick={() => void catalogue.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  }

  const stepIndex = DESIGN_NOW_STEPS.indexOf(draft.step);
  const nextStep = DESIGN_NOW_STEPS[stepIndex + 1];
  const previousStep = stepIndex > 0 ? DESIGN_NOW_STEPS[stepIndex - 1] : undefined;
  // Sizes are checked on the no-floor-plan path only: a measured floorplan room is what it is.
  const areasValid =
    draft.areas.length > 0 &&
    draft.areas.every((a) => a.name.trim() !== '') &&
    (draft.floorplan !== undefined || draft.areas.every(isAreaSizeAllowed));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, pb: draft.step === 'scope' ? 18 : 4 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1">
          {t.title}
        </Typography>
        <Chip label={t.beta} size="small" color="primary" />
      </Stack>
      <Stepper nonLinear activeStep={stepIndex} alternativeLabel sx={{ mb: 3 }}>
        {DESIGN_NOW_STEPS.map((s, i) => (
          <Step key={s} completed={i < stepIndex}>
            <StepButton
              onClick={() => goTo(s)}
              disabled={i > stepIndex + 1 || (s !== 'questionnaire' && !areasValid)}
            >
              {t.steps[s]}
            </StepButton>
          </Step>
        ))}
      </Stepper>

      {draft.step === 'questionnaire' && (
        <QuestionnaireStep
          value={draft.questionnaire}
          onChange={(q) => setDraft({ ...draft, questionnaire: q })}
        />
      )}
      {draft.step === 'areas' && (
        <FloorplanToggle
          isOnPath={draft.floorplan !== undefined}
          onStart={() => {
            setDraft({ ...draft, floorplan: null, areas: [], choices: [] });
            // Uploads belong to an account: a visitor signs in first and comes back to the upload.
            if (!user) requestSignIn(DESIGN_NOW_RETURN);
          }}
          onLeave={() => {
            const q = draft.questionnaire;
            const { floorplan: _dropped, ...rest } = draft;
            setDraft({
              ...rest,
              areas: standardLayout(q.property_type, q.property_room),
              layoutOf: layoutKey(q),
              choices: [],
            });
          }}
        />
      )}
      {draft.step === 'areas' && draft.floorplan !== undefined && (
        <FloorplanPath
          stored={draft.floorplan}
          propertyRoom={draft.questionnaire.property_room}
          onChange={floorplan.onChange}
          onStage={floorplan.onStage}
          onGenerated={floorplan.onGenerated}
        />
      )}
      {draft.step === 'areas' && draft.floorplan === undefined && (
        <AreasStep
          areas={draft.areas}
          onChange={(areas) => setDraft({ ...draft, areas })}
          onResetLayout={() => {
            const q = draft.questionnaire;
            setDraft({
              ...draft,
              areas: standardLayout(q.property_type, q.property_room),
              layoutOf: layoutKey(q),
              choices: [],
            });
          }}
        />
      )}
      {/* Decision 022: a service chosen in this draft that an admin has since withdrawn. */}
      {draft.choices.length > applicableChoices(catalogue.data, draft.areas, draft.choices).length && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t.withdrawnChoices}
        </Alert>
      )}
      {draft.step === 'scope' && (
        <ScopeStep
          catalogue={catalogue.data}
          questionnaire={draft.questionnaire}
          areas={draft.areas}
          choices={draft.choices}
          onChange={(choices) => setDraft({ ...draft, choices })}
        />
      )}
      {draft.step === 'quotation' && quotation && (
        <Stack spacing={3}>
          <QuotationSummary totals={quotation.totals} />
          <Alert severity="info">{t.estimate}</Alert>
          <FloorplanAreasSummary stored={draft.floorplan} />
          <QuotationTable groups={quotation.groups} totals={quotation.totals} />
        </Stack>
      )}

      {draft.step === 'scope' && quotation && (
        <Paper
          elevation={8}
          sx={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            p: 1.5,
            zIndex: (theme) => theme.zIndex.appBar,
          }}
        >
          <Container maxWidth="lg">
            <QuotationSummary totals={quotation.totals} compact />
          </Container>
        </Paper>
      )}

      <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', gap: 1 }}>
        {previousStep && <Button onClick={() => goTo(previousStep)}>{t.back}</Button>}
        {nextStep && (
          <Button
            variant="contained"
            disabled={draft.step === 'areas' && !areasValid}
            onClick={() => goTo(nextStep)}
          >
            {t.next}
          </Button>
        )}
        {draft.step === 'quotation' && (isClient || !user) && (
          <Button variant="contained" onClick={askToSave} disabled={saver.isPending}>
            {saver.isPending ? t.saving : t.saveProject}
          </Button>
        )}
        {draft.projectId && (
          <Button component={RouterLink} to="/draft-projects">
            {t.viewDrafts}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button color="inherit" onClick={() => setConfirmingStartOver(true)}>
          {t.startOver}
        </Button>
      </Stack>
      <ConfirmDialog
        open={isConfirmingStartOver}
        title={t.startOver}
        message={t.startOverQuestion}
        confirmLabel={t.startOver}
        onCancel={() => setConfirmingStartOver(false)}
        onConfirm={() => {
          setDraft(freshDraft());
          setConfirmingStartOver(false);
        }}
      />
      {draft.step === 'quotation' && !user && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t.signInToSave}
        </Typography>
      )}
    </Container>
  );
}
