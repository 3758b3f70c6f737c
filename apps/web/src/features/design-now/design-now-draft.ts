import {
  DesignArea,
  DesignNowStep,
  Questionnaire,
  ScopeChoice,
  defaultQuestionnaire,
  standardLayout,
} from '@reno/domain';
import { z } from 'zod';

/**
 * What the visitor has done so far, kept in local storage (spec: questionnaire "Defaults are kept in local
 * storage") so a sign-in, a reload or a later visit keeps it. `projectId` once saved to the Client Panel.
 */
export const DesignNowDraft = z.object({
  step: DesignNowStep,
  questionnaire: Questionnaire,
  areas: z.array(DesignArea),
  choices: z.array(ScopeChoice),
  /** The layout the areas came from, so a changed room count offers a fresh standard layout. */
  layoutOf: z.string(),
  projectId: z.string().nullable(),
  creationKey: z.string(),
  /** Set when a visitor pressed Save: after signing in the project is created without asking again. */
  saveAfterSignIn: z.boolean(),
  /**
   * The floorplan path (issue 5): null once chosen and before the upload, then the editor's document.
   * Kept as stored and parsed where used, so a document this version cannot read is ignored.
   */
  floorplan: z.unknown().optional(),
});
export type DesignNowDraft = z.infer<typeof DesignNowDraft>;

const STORAGE_KEY = 'design-now-2';

const newKey = () => crypto.randomUUID();

/** The saved project is gone (deleted from Draft Projects): keep the work, save it as a new project next time. */
export const detachFromProject = (d: DesignNowDraft): DesignNowDraft => ({
  ...d,
  projectId: null,
  creationKey: newKey(),
});
export const layoutKey = (q: Questionnaire) => `${q.property_type}:${q.property_room}`;

export function freshDraft(): DesignNowDraft {
  const questionnaire = defaultQuestionnaire();
  return {
    step: 'questionnaire',
    questionnaire,
    areas: standardLayout(questionnaire.property_type, questionnaire.property_room),
    choices: [],
    layoutOf: layoutKey(questionnaire),
    projectId: null,
    creationKey: newKey(),
    saveAfterSignIn: false,
  };
}

/** A stored draft only if it still parses: an old shape starts afresh rather than breaking the page. */
export function loadDraft(): DesignNowDraft {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return freshDraft();
    const parsed = DesignNowDraft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : freshDraft();
  } catch {
    return freshDraft();
  }
}

export function storeDraft(draft: DesignNowDraft) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the flow still works, it just is not kept.
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // As above.
  }
}
