import { parseFloorplanDocument, type DesignNowProject, type SessionUser } from '@reno/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { activeProjectQuery, designNowProjectQuery } from './design-now-api';
import { layoutKey, type DesignNowDraft } from './design-now-draft';

/** The draft a saved project resumes to: its step, answers, areas and scope, exactly as saved. */
export function draftFromProject(project: DesignNowProject, current: DesignNowDraft): DesignNowDraft {
  const questionnaire = project.questionnaire ?? current.questionnaire;
  // Spec "Floorplan json is used only if it parses": a foreign document resumes without the plan.
  const floorplan = parseFloorplanDocument(project.checkpoint.floorplan);
  return {
    ...current,
    step: project.checkpoint.step,
    questionnaire,
    areas: project.checkpoint.areas.length > 0 ? project.checkpoint.areas : current.areas,
    choices: project.checkpoint.choices,
    layoutOf: layoutKey(questionnaire),
    projectId: project._id,
    saveAfterSignIn: false,
    floorplan,
  };
}

const isFresh = (d: DesignNowDraft) => !d.projectId && d.step === 'questionnaire' && d.choices.length === 0;

/**
 * Once per signed-in client: the project named in `?project=`, else the draft's own saved project (the
 * server holds the truth, another device may have moved it on), else, for an untouched draft, the
 * client's active project. A visitor's unsaved work is never overwritten.
 */
export function useResume(
  user: SessionUser | null,
  requestedId: string | null,
  draft: DesignNowDraft,
  replace: (next: DesignNowDraft) => void,
  onError: (error: unknown) => void,
  /** A new run (Create New Project) does not pick up the active project. */
  isNewRun = false,
) {
  const queryClient = useQueryClient();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!user || user.role !== 'client' || draft.saveAfterSignIn) return;
    const key = `${user._id}|${requestedId ?? ''}`;
    if (done.current === key) return;
    done.current = key;
    const id = requestedId ?? draft.projectId;
    const load = id
      ? queryClient.fetchQuery(designNowProjectQuery(id))
      : isFresh(draft) && !isNewRun
        ? queryClient.fetchQuery(activeProjectQuery)
        : Promise.resolve(null);
    load.then((project) => project && replace(draftFromProject(project, draft))).catch(onError);
  }, [user, requestedId, draft, replace, onError, queryClient, isNewRun]);
}
