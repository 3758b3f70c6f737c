import {
  DN_STAGE_OF_STEP,
  parseFloorplanDocument,
  type DesignNowProject,
  type SaveDesignNowProjectInput,
} from '@reno/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDesignNowProject, saveDesignNowProject } from './design-now-api';
import { type DesignNowDraft } from './design-now-draft';

const payload = (draft: DesignNowDraft, firstName: string | undefined): SaveDesignNowProjectInput => {
  const floorplan = parseFloorplanDocument(draft.floorplan);
  return {
    // On the floorplan path the areas step is stages 4 to 18 (spec "Design Now stages").
    dnStage: draft.step === 'areas' && floorplan ? floorplan.stage : DN_STAGE_OF_STEP[draft.step],
    ...(firstName ? { first_name: firstName } : {}),
    questionnaire: draft.questionnaire,
    checkpoint: {
      step: draft.step,
      areas: draft.areas,
      choices: draft.choices,
      ...(floorplan ? { floorplan } : {}),
    },
  };
};

/** Creates the project on the first save (with the run's creation key), then saves progressively. */
export function useDesignNowSave(firstName: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: DesignNowDraft): Promise<DesignNowProject> =>
      draft.projectId
        ? saveDesignNowProject(draft.projectId, payload(draft, firstName))
        : createDesignNowProject({ ...payload(draft, firstName), creation_key: draft.creationKey }),
    onSuccess: (project) => {
      queryClient.setQueryData(['design-now', 'project', project._id], project);
      void queryClient.invalidateQueries({ queryKey: ['design-now', 'active'] });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
