import { z } from 'zod';

/** Spec §9: "Gallery page size 6". */
export const GALLERY_PAGE_SIZE = 6;

/** Spec "Projects gallery page": the grouped House Type options, in the spec's order. */
export const HOUSE_TYPE_GROUPS = [
  { group: 'HDB', options: ['2 Room HDB', '3 Room HDB', '4 Room HDB', '5 Room HDB', 'Other HDB'] },
  { group: 'Condo', options: ['2 Bedder Condo', '3 Bedder Condo', '4 Bedder Condo', 'Other Condo'] },
  { group: 'Landed', options: ['Landed'] },
] as const;
export const HOUSE_TYPES = HOUSE_TYPE_GROUPS.flatMap((g) => g.options);
export const HouseType = z.enum(HOUSE_TYPES as [string, ...string[]]);

/** Spec "Projects gallery page": the Style options. */
export const GALLERY_STYLE_OPTIONS = [
  'Modern',
  'Scandinavian',
  'Minimalist',
  'Contemporary',
  'Industrial',
  'Others',
] as const;
export type GalleryStyleOption = (typeof GALLERY_STYLE_OPTIONS)[number];
export const OTHER_STYLES = 'Others';

/**
 * Spec §9: 'Filter "Others" excludes 14 named styles'. The five offered as options come first; the other
 * nine are the named styles Design Now offers. A project is under "Others" when none of its styles is here.
 */
export const NAMED_DESIGN_STYLES = [
  'modern',
  'scandinavian',
  'minimalist',
  'contemporary',
  'industrial',
  'japanese',
  'muji',
  'luxury',
  'vintage',
  'victorian',
  'retro',
  'tropical',
  'eclectic',
  'rustic',
] as const;

/** The filter dropdown's value: None, or one house type, or one style. */
export const GalleryFilter = z.union([
  z.object({ field: z.literal('type_of_house'), value: HouseType }),
  z.object({ field: z.literal('design_type'), value: z.enum(GALLERY_STYLE_OPTIONS) }),
]);
export type GalleryFilter = z.infer<typeof GalleryFilter>;

/** The sort fields the gallery accepts; the server's default is rank ascending (spec §9). */
export const GALLERY_SORT_FIELDS = ['rank', 'actual_photo', 'project_name', 'cost', 'size'] as const;
export const GallerySortBy = z.enum(GALLERY_SORT_FIELDS);
export type GallerySortBy = z.infer<typeof GallerySortBy>;

/** Spec "Projects gallery page" sort dropdown, in its order; Images is the UI default (actual_photo desc). */
export const GALLERY_SORT_OPTIONS = [
  { key: 'images', label: 'Images', sortBy: 'actual_photo', sort: 'desc' },
  { key: 'a-z', label: 'A to Z', sortBy: 'project_name', sort: 'asc' },
  { key: 'z-a', label: 'Z to A', sortBy: 'project_name', sort: 'desc' },
  { key: 'cost-asc', label: 'Renovation Cost (low - high)', sortBy: 'cost', sort: 'asc' },
  { key: 'cost-desc', label: 'Renovation Cost (high - low)', sortBy: 'cost', sort: 'desc' },
  { key: 'size-asc', label: 'Size of House (low - high)', sortBy: 'size', sort: 'asc' },
  { key: 'size-desc', label: 'Size of House (high - low)', sortBy: 'size', sort: 'desc' },
] as const satisfies readonly { key: string; label: string; sortBy: GallerySortBy; sort: 'asc' | 'desc' }[];
export type GallerySortKey = (typeof GALLERY_SORT_OPTIONS)[number]['key'];

const filterPattern = /^(type_of_house|design_type):(.+)$/;

/**
 * The filter a `field:value` string names (the `filters` parameter, the filter dropdown's value), or
 * undefined when it names no house type or style. Read without zod: the gallery page loads none
 * (issue 19: less JavaScript on /projects).
 */
export function parseGalleryFilter(raw: string): GalleryFilter | undefined {
  const [, field, value = ''] = filterPattern.exec(raw) ?? [];
  if (field === 'type_of_house' && (HOUSE_TYPES as readonly string[]).includes(value))
    return { field, value };
  const style = GALLERY_STYLE_OPTIONS.find((o) => o === value);
  if (field === 'design_type' && style) return { field, value: style };
  return undefined;
}

/**
 * Spec §7: GET /api/v1/other_project with "page, rowsPerPage, sort, sortBy, filters". `filters` is
 * `field:value`, e.g. `type_of_house:4 Room HDB` or `design_type:Others`.
 */
export const GalleryQuery = /* @__PURE__ */ z.object({
  page: /* @__PURE__ */ z.coerce.number().int().min(0).default(1),
  rowsPerPage: /* @__PURE__ */ z.coerce
    .number()
    .int()
    .min(1)
    .max(GALLERY_PAGE_SIZE)
    .default(GALLERY_PAGE_SIZE),
  sortBy: /* @__PURE__ */ GallerySortBy.default('rank'),
  sort: /* @__PURE__ */ z.enum(['asc', 'desc']).default('asc'),
  filters: /* @__PURE__ */ z
    .string()
    .optional()
    .transform((raw, ctx): GalleryFilter | undefined => {
      if (raw === undefined || raw === '') return undefined;
      const filter = parseGalleryFilter(raw);
      if (!filter) {
        ctx.addIssue({ code: 'custom', message: 'filters is not a known house type or style.' });
        return z.NEVER;
      }
      return filter;
    }),
});
export type GalleryQueryInput = z.input<typeof GalleryQuery>;
export type GalleryQuery = z.output<typeof GalleryQuery>;

export const filterParam = (filter: GalleryFilter) => `${filter.field}:${filter.value}`;

export const GalleryWork = z.object({ image: z.string(), work: z.string() });
export type GalleryWork = z.infer<typeof GalleryWork>;

/** Spec §3 "Project (gallery, other_project)"; cost in cents, size in sqft. */
export const GalleryProject = z.object({
  _id: z.string(),
  project_name: z.string(),
  design_type: z.array(z.string()),
  type_of_house: z.string(),
  property_type: z.string(),
  size: z.number().int(),
  cost: z.number().int(),
  thumbnail_photo: z.string(),
  supporting_images: z.array(z.string()),
  works: z.array(GalleryWork),
  rank: z.number().int(),
  actual_photo: z.boolean(),
});
export type GalleryProject = z.infer<typeof GalleryProject>;

/** Style names are stored lower-case; shown in title case. */
export const styleLabel = (style: string) =>
  style
    .split(' ')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
