import { z } from 'zod';
import { fieldIsRequired, fieldMustBeNumber } from '../api/messages.js';
import { moneyTextToCents } from '../payments/receipt.js';
import { AreaType } from './area-types.js';
import { CatalogueService, QuantityBasis, ScopeOfWork, type ServicePrice } from './catalogue.js';
import { PremiumStandard, PropertyType, ServiceUnit } from './property.js';

/**
 * Issue 18 "Master services": the admin edits the Design Now catalogue (client spec §3 "service
 * category (services), master service (name, addons), master addon, area type, tooltip"). Saved
 * quotations are not touched: their lines carry their own price_per_quantity (see quotation-engine).
 */
export const masterServiceMessages = {
  saved: 'Service saved.',
  categorySaved: 'Service category saved.',
  tooltipSaved: 'Tooltip saved.',
  /** Two admins edited the same service: the second must see the first one's prices before saving. */
  changedMeanwhile: 'This service was changed by another admin. Reload it and try again.',
  duplicatePrice: 'Each property type and premium/standard pair may have only one price.',
  competitorBelowPrice: 'Market Rate must not be below Price.',
  basePriceRequired: 'A price for any property (no property type, no premium/standard) is required.',
  lumpSumIsFixed: 'A lump sum is priced once: its quantity basis is fixed, and only a lump sum is.',
} as const;
const m = masterServiceMessages;

/** One row of the admin's service list: a master service or an addon, with its price for any property. */
export const MasterServiceRow = z.object({
  _id: z.string(),
  name: z.string(),
  category_id: z.string(),
  /** The category's name (spec "service category (services)"). */
  services: z.string(),
  scope_of_work: ScopeOfWork,
  /** The master service an addon belongs to; null for a master service. */
  addon_of: z.string().nullable(),
  unit: ServiceUnit,
  price_per_unit: z.number().int(),
  competitor_price: z.number().int(),
  is_active: z.boolean(),
  updated_at: z.string(),
});
export type MasterServiceRow = z.infer<typeof MasterServiceRow>;

export const MASTER_SERVICE_LIST_FIELDS = [
  'name',
  'services',
  'scope_of_work',
  'unit',
  'price_per_unit',
  'updated_at',
  '_id',
] as const;
export const MasterServicePage = z.object({
  items: z.array(MasterServiceRow),
  totalCount: z.number().int().nonnegative(),
});
export type MasterServicePage = z.infer<typeof MasterServicePage>;

/** One history line: who changed which price of a service, when, from what to what (cents; null = none). */
export const ServicePriceChange = z.object({
  _id: z.number().int(),
  service_id: z.string(),
  property_type: PropertyType.nullable(),
  premium_standard: PremiumStandard.nullable(),
  old_price_per_unit: z.number().int().nullable(),
  new_price_per_unit: z.number().int().nullable(),
  old_competitor_price: z.number().int().nullable(),
  new_competitor_price: z.number().int().nullable(),
  changed_by: z.object({ _id: z.string().nullable(), name: z.string() }),
  changed_at: z.string(),
});
export type ServicePriceChange = z.infer<typeof ServicePriceChange>;

/** The editor's answer: the whole service as the engine takes it, plus what the admin needs around it. */
export const MasterServiceDetail = z.object({
  service: CatalogueService,
  is_active: z.boolean(),
  updated_at: z.string(),
  addons: z.array(z.object({ _id: z.string(), name: z.string() })),
  history: z.array(ServicePriceChange),
});
export type MasterServiceDetail = z.infer<typeof MasterServiceDetail>;

/**
 * PUT /admin/master-services/:id. The category, the id and addon_of are not changed here: quotation
 * lines and addons name a service by id, so moving it would change what saved quotations mean.
 */
const EditedPrice = z.object({
  property_type: PropertyType.optional(),
  premium_standard: PremiumStandard.optional(),
  price_per_unit: z
    .number({ error: fieldMustBeNumber('Price') })
    .int()
    .min(0)
    .max(100_000_000),
  competitor_price: z
    .number({ error: fieldMustBeNumber('Market Rate') })
    .int()
    .min(0)
    .max(100_000_000),
});

const MasterServiceFields = z.object({
  name: z
    .string({ error: fieldIsRequired('Name') })
    .trim()
    .min(1, fieldIsRequired('Name'))
    .max(200),
  unit: ServiceUnit,
  quantity_basis: QuantityBasis,
  default_units: z
    .number({ error: fieldMustBeNumber('Default units') })
    .int()
    .positive()
    .max(1000),
  wastage: z
    .number({ error: fieldMustBeNumber('Wastage') })
    .min(0)
    .max(100),
  required_time: z
    .number({ error: fieldMustBeNumber('Required time') })
    .min(0)
    .max(365),
  service_warranty_duration: z
    .number({ error: fieldMustBeNumber('Warranty') })
    .int()
    .min(0)
    .max(240),
  includes: z.string().max(2000),
  description_of_work: z.string().max(5000),
  area_types: z.array(AreaType).max(20),
  priority: z
    .number({ error: fieldMustBeNumber('Priority') })
    .int()
    .min(0)
    .max(10000),
  is_active: z.boolean(),
  /** The updated_at the admin loaded; a different one means another admin saved in between. */
  updated_at: z.string().min(1),
});

const toPathPart = (part: string) => (/^\d+$/.test(part) ? Number(part) : part);
const addProblems = (
  input: Pick<UpdateMasterService, 'prices' | 'unit' | 'quantity_basis'>,
  ctx: z.RefinementCtx,
) => {
  for (const p of masterServiceProblems(input))
    ctx.addIssue({ code: 'custom', message: p.message, path: p.field.split('.').map(toPathPart) });
};

export const UpdateMasterService = MasterServiceFields.extend({
  prices: z.array(EditedPrice).min(1, m.basePriceRequired).max(12),
}).superRefine((input, ctx) => addProblems(input, ctx));
export type UpdateMasterService = z.infer<typeof UpdateMasterService>;

const priceKey = (p: { property_type?: string | null; premium_standard?: string | null }) =>
  `${p.property_type ?? '*'}|${p.premium_standard ?? '*'}`;

/**
 * The catalogue's rules on an edited service, in the admin's words: one price per property type and
 * tier, a price for any property, the market rate never below our price (the quotation's savings are
 * never negative), lump sum priced once. Returns the messages, empty when the service may be saved.
 */
export function masterServiceProblems(
  input: Pick<UpdateMasterService, 'prices' | 'unit' | 'quantity_basis'>,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const keys = input.prices.map(priceKey);
  if (new Set(keys).size !== keys.length) problems.push({ field: 'prices', message: m.duplicatePrice });
  if (!input.prices.some((p) => !p.property_type && !p.premium_standard))
    problems.push({ field: 'prices', message: m.basePriceRequired });
  input.prices.forEach((p, i) => {
    if (p.competitor_price < p.price_per_unit)
      problems.push({ field: `prices.${i}.competitor_price`, message: m.competitorBelowPrice });
  });
  if ((input.quantity_basis === 'fixed') !== (input.unit === 'lump sum'))
    problems.push({ field: 'quantity_basis', message: m.lumpSumIsFixed });
  return problems;
}

type PriceLike = {
  property_type?: PropertyType | null | undefined;
  premium_standard?: PremiumStandard | null | undefined;
  price_per_unit: number;
  competitor_price: number;
};
export interface PriceChange {
  property_type: PropertyType | null;
  premium_standard: PremiumStandard | null;
  old_price_per_unit: number | null;
  new_price_per_unit: number | null;
  old_competitor_price: number | null;
  new_competitor_price: number | null;
}

/**
 * The history lines of one save: a price added (old null), removed (new null) or changed; a price
 * saved unchanged writes nothing, so the history shows only real changes.
 */
export function priceChanges(before: readonly PriceLike[], after: readonly PriceLike[]): PriceChange[] {
  const old = new Map(before.map((p) => [priceKey(p), p]));
  const next = new Map(after.map((p) => [priceKey(p), p]));
  const changes: PriceChange[] = [];
  for (const key of new Set([...old.keys(), ...next.keys()])) {
    const a = old.get(key);
    const b = next.get(key);
    if (a && b && a.price_per_unit === b.price_per_unit && a.competitor_price === b.competitor_price)
      continue;
    const ref = (b ?? a)!;
    changes.push({
      property_type: ref.property_type ?? null,
      premium_standard: ref.premium_standard ?? null,
      old_price_per_unit: a?.price_per_unit ?? null,
      new_price_per_unit: b?.price_per_unit ?? null,
      old_competitor_price: a?.competitor_price ?? null,
      new_competitor_price: b?.competitor_price ?? null,
    });
  }
  return changes;
}

/** The editor's price line as typed: dollars text ("$1,234.50"), turned into cents by the schema. */
export const MasterServicePriceForm = z.object({
  property_type: z.union([PropertyType, z.literal('')]),
  premium_standard: z.union([PremiumStandard, z.literal('')]),
  price: moneyTextToCents(fieldIsRequired('Price'), fieldMustBeNumber('Price')),
  competitor_price: moneyTextToCents(fieldIsRequired('Market Rate'), fieldMustBeNumber('Market Rate')),
});
export type MasterServicePriceForm = z.input<typeof MasterServicePriceForm>;

/**
 * POST /admin/master-services (decision 022): a new master service, or an addon of one (`addon_of`, an
 * existing master service of the same category). The id is made by the server from the name.
 */
export const CreateMasterService = MasterServiceFields.omit({ updated_at: true })
  .extend({
    category_id: z
      .string({ error: fieldIsRequired('Service Category') })
      .min(1, fieldIsRequired('Service Category'))
      .max(64),
    addon_of: z.string().min(1).max(64).optional(),
    prices: z.array(EditedPrice).min(1, m.basePriceRequired).max(12),
  })
  .superRefine((input, ctx) => addProblems(input, ctx));
export type CreateMasterService = z.infer<typeof CreateMasterService>;

/** The form's fields in both modes; category and addon_of are only chosen when the service is new. */
const MasterServiceFormFields = MasterServiceFields.extend({
  prices: z.array(MasterServicePriceForm).min(1, m.basePriceRequired).max(12),
  category_id: z.string().min(1, fieldIsRequired('Service Category')),
  addon_of: z.string(),
  /** Empty for a new service. */
  updated_at: z.string(),
});
type FormOutput = z.output<typeof MasterServiceFormFields>;
const formFields = (f: FormOutput) => ({
  name: f.name,
  unit: f.unit,
  quantity_basis: f.quantity_basis,
  default_units: f.default_units,
  wastage: f.wastage,
  required_time: f.required_time,
  service_warranty_duration: f.service_warranty_duration,
  includes: f.includes,
  description_of_work: f.description_of_work,
  area_types: f.area_types,
  priority: f.priority,
  is_active: f.is_active,
  prices: pricesFromForm(f.prices),
});

/**
 * The editor's form: the same fields and rules, with prices typed in dollars. Its output is the PUT body
 * (prices in cents), so the browser refuses what the server would.
 */
export const MasterServiceForm = MasterServiceFormFields.extend({ updated_at: z.string().min(1) })
  .transform((f): UpdateMasterService => ({ ...formFields(f), updated_at: f.updated_at }))
  .superRefine((input, ctx) => addProblems(input, ctx));
export type MasterServiceFormInput = z.input<typeof MasterServiceForm>;

/** The same form creating a service: its output is the POST body. */
export const NewMasterServiceForm = MasterServiceFormFields.transform((f): CreateMasterService => ({
  ...formFields(f),
  category_id: f.category_id,
  ...(f.addon_of ? { addon_of: f.addon_of } : {}),
})).superRefine((input, ctx) => addProblems(input, ctx));

/** Dollars text of cents for the editor ("6.50"). */
export const centsToMoneyText = (cents: number) => (cents / 100).toFixed(2);

/** The price lines of the editor to the API's prices (absent = any property). */
export const pricesFromForm = (lines: z.output<typeof MasterServicePriceForm>[]): ServicePrice[] =>
  lines.map((l) => ({
    ...(l.property_type ? { property_type: l.property_type } : {}),
    ...(l.premium_standard ? { premium_standard: l.premium_standard } : {}),
    price_per_unit: l.price,
    competitor_price: l.competitor_price,
  }));

export const ServiceCategoryRow = z.object({
  _id: z.string(),
  services: z.string(),
  scope_of_work: ScopeOfWork,
  sort_order: z.number().int(),
  service_count: z.number().int().nonnegative(),
});
export type ServiceCategoryRow = z.infer<typeof ServiceCategoryRow>;

export const UpdateServiceCategory = z.object({
  services: z
    .string({ error: fieldIsRequired('Service Category') })
    .trim()
    .min(1, fieldIsRequired('Service Category'))
    .max(120),
  scope_of_work: ScopeOfWork,
  sort_order: z
    .number({ error: fieldMustBeNumber('Sort order') })
    .int()
    .min(0)
    .max(10000),
});
export type UpdateServiceCategory = z.infer<typeof UpdateServiceCategory>;
/** POST /admin/service-categories: the same fields; the id is made from the name. */
export const CreateServiceCategory = UpdateServiceCategory;
export type CreateServiceCategory = UpdateServiceCategory;

export const UpdateTooltip = z.object({
  description: z
    .string({ error: fieldIsRequired('Description') })
    .trim()
    .min(1, fieldIsRequired('Description'))
    .max(2000),
});
export type UpdateTooltip = z.infer<typeof UpdateTooltip>;

export const AreaTypeRow = z.object({ area: AreaType, sort_order: z.number().int() });
export type AreaTypeRow = z.infer<typeof AreaTypeRow>;
