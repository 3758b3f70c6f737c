import {
  WHOLE_HOUSE_AREA_ID,
  priceQuotation,
  type Catalogue,
  type DesignArea,
  type Questionnaire,
  type Quotation,
  type ScopeChoice,
} from '@reno/domain';
import { useMemo } from 'react';

/**
 * Keeps only choices the catalogue can still price for an area that still exists: a removed area or a
 * service withdrawn since the draft was stored drops out instead of failing the whole quotation.
 */
export function applicableChoices(
  catalogue: Catalogue,
  areas: DesignArea[],
  choices: ScopeChoice[],
): ScopeChoice[] {
  const areaType = new Map(areas.map((a) => [a.id, a.area_type]));
  const services = new Map(catalogue.services.map((s) => [s._id, s]));
  return choices.filter((c) => {
    const s = services.get(c.service_id);
    if (!s) return false;
    if (c.area_id === WHOLE_HOUSE_AREA_ID) return s.area_types.length === 0;
    const type = areaType.get(c.area_id);
    return type !== undefined && s.area_types.includes(type);
  });
}

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
