import { z } from 'zod';
import { AREA_TYPES, AreaType } from './area-types.js';
import { WHOLE_HOUSE_AREA_ID, type DesignArea, type ScopeChoice } from './areas.js';
import { ScopeOfWork, type Catalogue } from './catalogue.js';

/**
 * Decision 022: admins add services, addons and categories, and choose which services each area type
 * offers. The area names themselves are the spec's fixed list (§9 "Area names"): the engine, the size
 * ranges and the standard layouts name them, so they are not added or renamed here.
 */
export const catalogueAdminMessages = {
  serviceAdded: 'Service added.',
  categoryAdded: 'Service category added.',
  areaServicesSaved: 'Area services saved.',
  duplicateServiceName: 'A service with this name already exists in this category.',
  /** The house words of a taken unique name (e.g. the admin groups). */
  categoryNameUsed: 'This name is already used.',
  unknownCategory: 'Choose an existing service category.',
  addonOfInvalid: 'An addon belongs to an existing master service (not an addon) of the same category.',
  lastArea: 'A service must be offered in at least one area; deactivate it instead.',
  notAreaService: 'Only active services offered by area can be chosen here.',
} as const;
const m = catalogueAdminMessages;

/**
 * A readable id from a name ("Quartz countertop 2m" -> "quartz-countertop-2m"), unique among `taken`
 * by a suffix -2, -3... Ids are what quotation lines keep, so they are never changed afterwards.
 */
export function catalogueSlug(name: string, taken: ReadonlySet<string>, fallback = 'service'): string {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48)
      .replace(/-+$/, '') || fallback;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Names compare as an admin reads them: case and surrounding or doubled spaces do not count. */
export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** One service of the area type dialog's checklist: an active service offered by area (not whole house). */
export const AreaServiceOption = z.object({
  _id: z.string(),
  name: z.string(),
  category_id: z.string(),
  services: z.string(),
  scope_of_work: ScopeOfWork,
  addon_of: z.string().nullable(),
  /** Offered in this area type now. */
  offered: z.boolean(),
  /** How many area types offer it (1 and offered: unticking it is refused). */
  area_count: z.number().int().nonnegative(),
});
export type AreaServiceOption = z.infer<typeof AreaServiceOption>;

export const AreaTypeServices = z.object({ area: AreaType, services: z.array(AreaServiceOption) });
export type AreaTypeServices = z.infer<typeof AreaTypeServices>;

/** PUT /admin/area-types/:area/services: the services the area type offers from now on. */
export const SetAreaServices = z.object({ service_ids: z.array(z.string().min(1).max(64)).max(1000) });
export type SetAreaServices = z.infer<typeof SetAreaServices>;

export interface AreaServiceCandidate {
  _id: string;
  area_types: readonly string[];
}

/**
 * The new area_types of each service whose offer in `area` changes, when the admin ticks `chosen` among
 * `candidates` (the active services offered by area). A service losing its last area would silently
 * become a whole-house service (the engine treats empty area_types so), hence refused; a chosen id that
 * is no candidate (inactive, whole house, unknown) is refused too. Area order follows the spec's list.
 */
export function areaServiceChanges(
  area: AreaType,
  chosen: readonly string[],
  candidates: readonly AreaServiceCandidate[],
): { changes: { _id: string; area_types: AreaType[] }[]; problems: { _id: string; message: string }[] } {
  const want = new Set(chosen);
  const known = new Set(candidates.map((c) => c._id));
  const problems: { _id: string; message: string }[] = [...want]
    .filter((id) => !known.has(id))
    .map((_id) => ({ _id, message: m.notAreaService }));
  const changes: { _id: string; area_types: AreaType[] }[] = [];
  for (const c of candidates) {
    const has = c.area_types.includes(area);
    if (want.has(c._id) === has) continue;
    const next = new Set(c.area_types.filter((a) => a !== area));
    if (!has) next.add(area);
    if (next.size === 0) {
      problems.push({ _id: c._id, message: m.lastArea });
      continue;
    }
    changes.push({ _id: c._id, area_types: AREA_TYPES.filter((a) => next.has(a)) });
  }
  return { changes, problems };
}

/**
 * The choices the catalogue can still price for an area that still exists. A draft keeps what the client
 * chose; a service an admin deactivated or withdrew from that area since drops out (the browser shows
 * which), rather than failing the client's whole save (decision 022).
 */
export function applicableChoices(
  catalogue: Catalogue,
  areas: readonly DesignArea[],
  choices: readonly ScopeChoice[],
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

/**
 * The server's filter on a save: drops a choice of a service the catalogue knows (`knownServiceIds`,
 * active or not) that is no longer offered there, deactivated or withdrawn from that area. A service or
 * area id that never existed is kept, so the engine refuses a broken request as before.
 */
export function withoutWithdrawnChoices(
  catalogue: Catalogue,
  areas: readonly DesignArea[],
  choices: readonly ScopeChoice[],
  knownServiceIds: ReadonlySet<string>,
): ScopeChoice[] {
  const offered = new Set(applicableChoices(catalogue, areas, choices));
  const areaIds = new Set([WHOLE_HOUSE_AREA_ID, ...areas.map((a) => a.id)]);
  return choices.filter(
    (c) => offered.has(c) || !knownServiceIds.has(c.service_id) || !areaIds.has(c.area_id),
  );
}
