import { z } from 'zod';
import { DesignType, PremiumStandard, PropertyRoom, PropertyType } from './property.js';

/** Spec §9: key collection quarters. */
export const KEY_COLLECTION_QUARTERS = ['Jan-Mar', 'Apr-Jun', 'Jul-Sep', 'Oct-Dec'] as const;
export const KeyCollectionQuarter = z.enum(KEY_COLLECTION_QUARTERS);
export type KeyCollectionQuarter = z.infer<typeof KeyCollectionQuarter>;

/** The calendar year in Singapore (UTC+8): on 31 December after 16:00 UTC it is already next year there. */
const singaporeYear = (now: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore', year: 'numeric' }).format(now));

/**
 * Spec §9: key collection "years from current to +6": seven years, the current one counted in Singapore
 * whatever the browser's or server's time zone.
 */
export const keyCollectionYears = (now: Date = new Date()): number[] => {
  const year = singaporeYear(now);
  return Array.from({ length: 7 }, (_, i) => year + i);
};

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Required');

/**
 * The Design Now questionnaire. Defaults are the spec's ("property_type (default HDB)", "premium_standard
 * (default n/a)", "property_room (... default 5 Rooms)", "design_type (lowercase, default modern)").
 */
export const Questionnaire = z.object({
  property_type: PropertyType.default('HDB'),
  /** true for a new flat (key collection ahead), false for resale. */
  new: z.boolean().default(true),
  premium_standard: PremiumStandard.default('n/a'),
  property_room: PropertyRoom.default('5 Rooms'),
  design_type: DesignType.default('modern'),
  key_collection_quarter: KeyCollectionQuarter.nullable().default(null),
  key_collection_year: z.number().int().min(2000).max(2200).nullable().default(null),
  prefered_renovation_start_date: IsoDate.nullable().default(null),
  /** Budget in whole cents; null when the visitor has not said. */
  budget: z.number().int().nonnegative().nullable().default(null),
  request_help: z.boolean().default(false),
});
export type Questionnaire = z.infer<typeof Questionnaire>;
export type QuestionnaireInput = z.input<typeof Questionnaire>;

export const defaultQuestionnaire = (): Questionnaire => Questionnaire.parse({});

/** "Jan-Mar 2027" → the first day of that quarter, stored as key_collection_date. */
export function keyCollectionDate(q: Pick<Questionnaire, 'key_collection_quarter' | 'key_collection_year'>) {
  if (!q.key_collection_quarter || !q.key_collection_year) return null;
  const month = KEY_COLLECTION_QUARTERS.indexOf(q.key_collection_quarter) * 3 + 1;
  return `${q.key_collection_year}-${String(month).padStart(2, '0')}-01`;
}
