import {
  applicableChoices,
  priceQuotation,
  type Catalogue,
  type DesignArea,
  type Questionnaire,
  type Quotation,
  type ScopeChoice,
} from '@reno/domain';
import { useMemo } from 'react';

/** In the domain since the server drops the same choices on save (decision 022). */
export { applicableChoices };

/** The engine in the browser: recomputed only when an input changes, well inside a frame (bench: ~0.2 ms). */
export function useQuotation(
  catalogue: Catalogue | undefined,
  questionnaire: Questionnaire,
  areas: DesignArea[],
  choices: ScopeChoice[],
): Quotation | undefined {
  return useMemo(
    () =>
      catalogue
        ? priceQuotation({
            questionnaire,
            areas,
            choices: applicableChoices(catalogue, areas, choices),
            catalogue,
          })
        : undefined,
    [catalogue, questionnaire, areas, choices],
  );
}
