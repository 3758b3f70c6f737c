import {
  type CreateDreamboardItem,
  DREAMBOARD_PAGE_SIZE,
  type DreamboardItemView,
  type DreamboardPage,
  type SessionUser,
  type UpdateDreamboardItem,
  dreamboardMessages as m,
} from '@reno/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dreamboardItems, dreamboards } from '../../db/schema/photos.js';
import { AppError } from '../../platform/errors.js';
import { serviceCategoryNames } from '../catalogue/catalogue.service.js';
import { fileRecordsByIds, fileResourceURI } from '../files/files.service.js';
import { projectForViewer } from '../operations/project-access.js';

type ItemRow = typeof dreamboardItems.$inferSelect;

const toView = (row: ItemRow): DreamboardItemView => ({
  _id: row.id,
  dreamboard_id: row.dreamboardId,
  image: row.imageFileId,
  path: fileResourceURI(row.imageFileId),
  tags: row.tags,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

const serviceNames = serviceCategoryNames;

/** Only the project's own client writes its dreamboard; anyone else is told what a stranger is told. */
async function clientProject(db: DbOrTx, viewer: SessionUser, projectId: string) {
  if (viewer.role !== 'client') throw new AppError('FORBIDDEN');
  return projectForViewer(db, viewer, projectId);
}

async function checkTags(db: DbOrTx, tags: readonly string[]) {
  const known = new Set(await serviceNames(db));
  if (tags.some((t) => !known.has(t)))
    throw new AppError('BAD_REQUEST', m.tagRequired, [{ field: 'tags', message: m.tagRequired }]);
}

/**
 * GET /projects/{id}/dreamboard: one page (8) of photos, newest first. The client, its project manager,
 * a merchant with a service on the project and an admin read it; only the client edits.
 */
export async function readDreamboard(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
  page: number,
): Promise<DreamboardPage> {
  const project = await projectForViewer(db, viewer, projectId);
  const [board] = await db.select().from(dreamboards).where(eq(dreamboards.projectId, project.id));
  const services = await serviceNames(db);
  const base = { project_id: project.id, can_edit: viewer.role === 'client', services };
  if (!board) return { _id: null, items: [], totalCount: 0, ...base };
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(dreamboardItems)
      .where(eq(dreamboardItems.dreamboardId, board.id))
      .orderBy(desc(dreamboardItems.createdAt), desc(dreamboardItems.id))
      .limit(DREAMBOARD_PAGE_SIZE)
      .offset((page - 1) * DREAMBOARD_PAGE_SIZE),
    db.select({ n: count() }).from(dreamboardItems).where(eq(dreamboardItems.dreamboardId, board.id)),
  ]);
  return { _id: board.id, items: rows.map(toView), totalCount: total?.n ?? 0, ...base };
}

/** POST /projects/{id}/dreamboard/items: a photo the client uploaded, tagged with at least one service. */
export async function addDreamboardItem(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
  input: CreateDreamboardItem,
): Promise<DreamboardItemView> {
  const project = await clientProject(db, viewer, projectId);
  const file = (await fileRecordsByIds(db, [input.image])).get(input.image);
  // Only a photo the client uploaded for the dreamboard: an id seen elsewhere pulls nothing in.
  if (
    !file ||
    file.ownerId !== viewer._id ||
    file.category !== 'dreamboard' ||
    !file.mimeType.startsWith('image/')
  )
    throw new AppError('BAD_REQUEST', m.submitFailed, [{ field: 'image', message: m.notAnImage }]);
  await checkTags(db, input.tags);
  return db.transaction(async (tx) => {
    // The board is made with its first photo; two first photos at once share one board.
    await tx.insert(dreamboards).values({ projectId: project.id }).onConflictDoNothing();
    const [board] = await tx.select().from(dreamboards).where(eq(dreamboards.projectId, project.id));
    if (!board) throw new Error('dreamboard missing after insert');
    const [row] = await tx
      .insert(dreamboardItems)
      .values({ dreamboardId: board.id, imageFileId: file.id, tags: input.tags, comment: input.comment })
      .returning();
    if (!row) throw new Error('dreamboard item insert returned nothing');
    return toView(row);
  });
}

/** The item, if it is on this project's dreamboard. */
async function itemOfProject(db: DbOrTx, projectId: string, itemId: string) {
  const [row] = await db
    .select({ id: dreamboardItems.id })
    .from(dreamboardItems)
    .innerJoin(dreamboards, eq(dreamboards.id, dreamboardItems.dreamboardId))
    .where(and(eq(dreamboardItems.id, itemId), eq(dreamboards.projectId, projectId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** PATCH /projects/{id}/dreamboard/items/{itemId}: spec "edit: _id, tags, comment". */
export async function updateDreamboardItem(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
  itemId: string,
  input: UpdateDreamboardItem,
): Promise<DreamboardItemView> {
  const project = await clientProject(db, viewer, projectId);
  const item = await itemOfProject(db, project.id, itemId);
  await checkTags(db, input.tags);
  const [row] = await db
    .update(dreamboardItems)
    .set({ tags: input.tags, comment: input.comment })
    .where(eq(dreamboardItems.id, item.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toView(row);
}

/** DELETE /projects/{id}/dreamboard/items/{itemId}: "Deleted successfully!"; a second delete finds nothing. */
export async function deleteDreamboardItem(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
  itemId: string,
): Promise<{ deleted: true }> {
  const project = await clientProject(db, viewer, projectId);
  const item = await itemOfProject(db, project.id, itemId);
  const deleted = await db.delete(dreamboardItems).where(eq(dreamboardItems.id, item.id)).returning({
    id: dreamboardItems.id,
  });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
  return { deleted: true };
}
