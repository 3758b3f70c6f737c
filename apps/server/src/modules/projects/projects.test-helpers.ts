import { randomBytes } from 'node:crypto';
import {
  DesignNowProject,
  standardLayout,
  type CreateDesignNowProjectInput,
  type DesignArea,
} from '@reno/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projects } from '../../db/schema/projects.js';
import type { TestApp } from '../../test/test-app.js';

/** A 5-room HDB flat with living floor tiles, kitchen wall tiles and whole-house cleaning chosen. */
export const areas: DesignArea[] = standardLayout('HDB', '5 Rooms');
export const living = areas[0]!;
export const kitchen = areas.find((a) => a.area_type === 'Kitchen')!;
export const choices = [
  { area_id: living.id, service_id: 'floor-homogeneous' },
  { area_id: kitchen.id, service_id: 'wall-tiles-ceramic' },
  { area_id: 'whole-house', service_id: 'clean-post-reno' },
];
export const body = (
  dnStage: number,
  extra: Partial<CreateDesignNowProjectInput> = {},
): CreateDesignNowProjectInput => ({
  creation_key: randomBytes(8).toString('hex'),
  dnStage,
  first_name: 'Mei',
  questionnaire: { property_type: 'HDB', property_room: '5 Rooms', budget: 5_000_000 },
  checkpoint: { step: 'scope', areas, choices },
  ...extra,
});

export const create = (t: TestApp, cookie: string, payload: CreateDesignNowProjectInput) =>
  t.app.inject({ method: 'POST', url: '/api/v1/design-now/projects', headers: { cookie }, payload });
export const save = (
  t: TestApp,
  cookie: string,
  id: string,
  payload: Omit<CreateDesignNowProjectInput, 'creation_key'>,
) => t.app.inject({ method: 'PUT', url: `/api/v1/design-now/projects/${id}`, headers: { cookie }, payload });
export const project = (res: { json: <T>() => T }) =>
  DesignNowProject.parse(res.json<{ result: unknown }>().result);

/**
 * Holds the project row with NO KEY UPDATE: the foreign-key checks of inserted receipts and invoices
 * (KEY SHARE) pass, so only an explicit lock of the row (lockProjectRow, FOR UPDATE) has to wait.
 */
export const holdProjectRow = (tx: DbOrTx, projectId: string) =>
  tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('no key update');
