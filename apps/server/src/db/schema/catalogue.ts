import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/**
 * The Design Now catalogue (spec "service category (services), master service (name, addons), master
 * addon, area type, tooltip"). Ids are readable slugs from the reviewed data file, so quotation items
 * keep naming a service even after an admin edits its price. Money in integer cents.
 */
export const serviceCategories = pgTable('service_categories', {
  id: text('id').primaryKey(),
  services: text('services').notNull(),
  scopeOfWork: text('scope_of_work').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A master service, or an addon of one (`addon_of`). */
export const catalogueServices = pgTable(
  'catalogue_services',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => serviceCategories.id),
    addonOf: text('addon_of'),
    unit: text('unit').notNull(),
    quantityBasis: text('quantity_basis').notNull(),
    defaultUnits: integer('default_units').notNull().default(1),
    /** Percent added to the measured quantity. */
    wastage: doublePrecision('wastage').notNull().default(0),
    /** Working days. */
    requiredTime: doublePrecision('required_time').notNull().default(0),
    /** Months. */
    serviceWarrantyDuration: integer('service_warranty_duration').notNull().default(0),
    includes: text('includes').notNull().default(''),
    descriptionOfWork: text('description_of_work').notNull().default(''),
    areaTypes: jsonb('area_types').$type<string[]>().notNull().default([]),
    priority: integer('priority').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('catalogue_services_category_idx').on(t.categoryId)],
);

/** Price per unit by property type and premium/standard; null columns mean "any". */
export const servicePrices = pgTable(
  'service_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serviceId: text('service_id')
      .notNull()
      .references(() => catalogueServices.id, { onDelete: 'cascade' }),
    propertyType: text('property_type'),
    premiumStandard: text('premium_standard'),
    pricePerUnit: bigint('price_per_unit', { mode: 'number' }).notNull(),
    competitorPrice: bigint('competitor_price', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('service_prices_unique').on(t.serviceId, t.propertyType, t.premiumStandard).nullsNotDistinct(),
  ],
);

/** Spec "area type (area)", with the Design Now sort order. */
export const areaTypes = pgTable('area_types', {
  area: text('area').primaryKey(),
  sortOrder: integer('sort_order').notNull(),
});

/** Spec "tooltip (code, description)", codes T001 to T014. */
export const tooltips = pgTable('tooltips', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

/**
 * Issue 18: the history of price changes an admin made in Master Services (who, when, old -> new).
 * Null old columns: the price was added; null new columns: it was removed. Rows are only added.
 */
export const servicePriceChanges = pgTable(
  'service_price_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serviceId: text('service_id')
      .notNull()
      .references(() => catalogueServices.id, { onDelete: 'cascade' }),
    propertyType: text('property_type'),
    premiumStandard: text('premium_standard'),
    oldPricePerUnit: bigint('old_price_per_unit', { mode: 'number' }),
    newPricePerUnit: bigint('new_price_per_unit', { mode: 'number' }),
    oldCompetitorPrice: bigint('old_competitor_price', { mode: 'number' }),
    newCompetitorPrice: bigint('new_competitor_price', { mode: 'number' }),
    /** The admin; kept as text so the history outlives a removed account. */
    changedBy: text('changed_by'),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_price_changes_service_idx').on(t.serviceId, t.changedAt)],
);
