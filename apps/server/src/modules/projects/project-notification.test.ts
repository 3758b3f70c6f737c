import { newFloorplanDocument, type StoredFile } from '@reno/domain';
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { listStoredFiles, makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { FLOORPLAN_UPLOADED_SUBJECT, NEW_PROJECT_SUBJECT } from './project-notification.js';
import { body, create, project, save } from './projects.test-helpers.js';

/**
 * Spec "Design Now stages": "Project-notification flow: upload floorplan files, then send the admin
 * email; if the upload fails the email is still sent with the error text."
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
});
afterAll(() => t.close());

interface Mail {
  subject: string;
  recipients: string[];
  data: Record<string, unknown>;
  attachments: { filename: string; content_type: string; content_base64: string }[] | null;
}

const mailsOf = async (email: string) =>
  (
    await queryRows<Mail>(
      t.database.db,
      sql`SELECT subject, recipients, data, attachments FROM outbox_messages
          WHERE channel = 'email' AND data->>'client_email' = ${email} ORDER BY created_at, id`,
    )
  ).filter((m) => m.subject === NEW_PROJECT_SUBJECT || m.subject === FLOORPLAN_UPLOADED_SUBJECT);

const upload = async (cookie: string, fileName: string, width = 400) => {
  const bytes = await makeJpeg(width, 300);
  const res = await uploadFile(t, cookie, {
    category: 'floorplan',
    fileName,
    bytes,
    contentType: 'image/jpeg',
  });
  expect(res.statusCode).toBe(200);
  return { file: res.json<{ result: StoredFile }>().result, bytes };
};

const plan = (originalFileId: string, croppedFileId: string, generatedFileId?: string) => ({
  ...newFloorplanDocument({
    originalFileId,
    croppedFileId,
    crop: null,
    rotation: 0,
    width: 400,
    height: 300,
  }),
  ...(generatedFileId ? { stage: 18 as const, generatedFileId } : { stage: 5 as const }),
});

const withPlan = (dnStage: number, floorplan: unknown) => {
  const { creation_key: _, ...rest } = body(dnStage, {
    checkpoint: { step: 'areas', areas: [], choices: [], floorplan },
  });
  return rest;
};

const decoded = (mail: Mail | undefined) =>
  (mail?.attachments ?? []).map((a) => ({
    name: a.filename,
    bytes: Buffer.from(a.content_base64, 'base64'),
  }));

describe('admin project notification with the floorplan files', () => {
  it('sends the new project without a floorplan, then the stage 4 upload and the stage 18 plan as attachments', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const p = project(await create(t, cookie, body(7)));
    let mails = await mailsOf(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: NEW_PROJECT_SUBJECT, attachments: null });
    expect(mails[0]?.data).toMatchObject({ floorplan: 'No floorplan uploaded', project_name: 'Mei Home' });
    expect(mails[0]?.recipients.length).toBeGreaterThan(0);

    // Stage 4: the original and the cropped image are uploaded, the editor saves at stage 5.
    const original = await upload(cookie, 'my plan.jpg');
    const cropped = await upload(cookie, 'floorplan-cropped.jpg', 380);
    expect(
      (await save(t, cookie, p._id, withPlan(5, plan(original.file._id, cropped.file._id)))).statusCode,
    ).toBe(200);
    mails = await mailsOf(user.email);
    expect(mails).toHaveLength(2);
    const uploaded = mails[1];
    expect(uploaded?.subject).toBe(FLOORPLAN_UPLOADED_SUBJECT);
    expect(decoded(uploaded)).toEqual([
      { name: `floorplan_client_${original.file._id}.jpg`, bytes: original.bytes },
      { name: `floorplan-cropped_client_${cropped.file._id}.jpg`, bytes: cropped.bytes },
    ]);
    expect(uploaded?.attachments?.[0]?.content_type).toBe('image/jpeg');
    expect(uploaded?.data.floorplan).toContain('Uploaded Floorplan');
    expect(uploaded?.data).not.toHaveProperty('upload_error');

    // Later stages that bring no new file send nothing.
    await save(t, cookie, p._id, withPlan(6, plan(original.file._id, cropped.file._id)));
    expect(await mailsOf(user.email)).toHaveLength(2);

    // Stage 18: the generated floorplan arrives; the mail carries the whole set.
    const generated = await upload(cookie, 'generated-floorplan.jpg', 200);
    await save(t, cookie, p._id, withPlan(18, plan(original.file._id, cropped.file._id, generated.file._id)));
    mails = await mailsOf(user.email);
    expect(mails).toHaveLength(3);
    expect(decoded(mails[2]).map((a) => a.name)).toEqual([
      `floorplan_client_${original.file._id}.jpg`,
      `floorplan-cropped_client_${cropped.file._id}.jpg`,
      `floorplan-generated_client_${generated.file._id}.jpg`,
    ]);
    expect(decoded(mails[2])[2]?.bytes.equals(generated.bytes)).toBe(true);
  });

  it('attaches the floorplan of a project created with one', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const original = await upload(cookie, 'plan.jpg');
    const checkpoint = {
      step: 'areas' as const,
      areas: [],
      choices: [],
      floorplan: plan(original.file._id, original.file._id),
    };
    expect((await create(t, cookie, body(5, { checkpoint }))).statusCode).toBe(200);
    const [mail] = await mailsOf(user.email);
    expect(mail?.subject).toBe(NEW_PROJECT_SUBJECT);
    expect(decoded(mail)).toEqual([
      { name: `floorplan_client_${original.file._id}.jpg`, bytes: original.bytes },
    ]);
  });

  it('still sends the mail, with the error text, when a file is missing or not the client’s own', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const other = await loginAs(t, 'client');
    const p = project(await create(t, cookie, body(7)));
    const kept = await upload(cookie, 'plan.jpg');
    const lost = await upload(cookie, 'cropped.jpg');
    const foreign = await upload(other.cookie, 'theirs.jpg');
    // The cropped image's bytes are gone from storage (a failed upload, a storage outage).
    const stored = (await listStoredFiles(t)).filter((path) => path.includes(lost.file._id));
    expect(stored).toHaveLength(1);
    await rm(stored[0]!);

    const res = await save(t, cookie, p._id, withPlan(5, plan(kept.file._id, lost.file._id)));
    expect(res.statusCode).toBe(200);
    let mails = await mailsOf(user.email);
    expect(mails).toHaveLength(2);
    expect(decoded(mails[1]).map((a) => a.name)).toEqual([`floorplan_client_${kept.file._id}.jpg`]);
    expect(mails[1]?.data.upload_error).toBe(`Cropped Floorplan: file not found (file ${lost.file._id})`);

    // A plan naming files that do not exist, or another client's upload: nothing attached, all explained.
    await save(t, cookie, p._id, withPlan(5, plan('no-such-file', foreign.file._id)));
    mails = await mailsOf(user.email);
    expect(mails).toHaveLength(3);
    expect(mails[2]?.attachments).toBeNull();
    expect(mails[2]?.data).toMatchObject({
      floorplan: 'No floorplan file could be attached',
      upload_error:
        `Uploaded Floorplan: file not found (file no-such-file); ` +
        `Cropped Floorplan: file not found (file ${foreign.file._id})`,
    });
  });
});
