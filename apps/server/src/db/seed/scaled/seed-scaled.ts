import { randomBytes } from 'node:crypto';
import {
  ADMIN_PERMISSIONS,
  CreateDesignNowProject,
  WHOLE_HOUSE_AREA_ID,
  standardLayout,
  type ScopeChoice,
} from '@reno/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../../app-context.js';
import { loadCatalogue } from '../../../modules/catalogue/catalogue.service.js';
import { storeFile } from '../../../modules/files/files.service.js';
import { createDesignNowProject } from '../../../modules/projects/projects.service.js';
import { hashToken } from '../../../platform/tokens.js';
import { queryRows, type Db } from '../../client.js';
import { seedCatalogue } from '../catalogue.js';
import { createUser } from '../factories.js';
import { benchFloorplan } from './bench-floorplan.js';

/** What the benchmark requests: who signs in and which records it reads. */
export interface BenchData {
  tokens: { client: string; bigClient: string; admin: string };
  /** The 10-project client's project with payments (details, quotation, payments). */
  projectId: string;
  /** Editable projects (no deposit yet) of the big client, and one line of each, for the write. */
  editable: { projectId: string; itemId: string }[];
  /** Search texts that match a realistic share of projects and clients. */
  projectSearch: string;
  clientSearch: string;
  counts: Record<string, number>;
}

const ESTATES = [
  'Tampines',
  'Bedok',
  'Punggol',
  'Sengkang',
  'Jurong',
  'Woodlands',
  'Yishun',
  'Clementi',
  'Bishan',
  'Toa Payoh',
  'Ang Mo Kio',
  'Serangoon',
  'Hougang',
  'Pasir Ris',
  'Queenstown',
  'Bukit Batok',
  'Bukit Panjang',
  'Choa Chu Kang',
  'Kallang',
  'Geylang',
  'Marine Parade',
  'Novena',
  'Sembawang',
  'Tengah',
  'Bukit Merah',
  'Redhill',
  'Dover',
  'Holland',
  'Tiong Bahru',
  'Outram',
];
const FIRST = [
  'Wei Ling',
  'Jun Jie',
  'Siti',
  'Ahmad',
  'Priya',
  'Ravi',
  'Mei Ling',
  'Kai Wen',
  'Nur',
  'Hui Min',
  'Darren',
  'Rachel',
  'Marcus',
  'Sharon',
  'Farhan',
  'Aisyah',
  'Kumar',
  'Deepa',
  'Zhi Hao',
  'Xin Yi',
];
const LAST = [
  'Tan',
  'Lim',
  'Lee',
  'Ng',
  'Ong',
  'Wong',
  'Goh',
  'Chua',
  'Koh',
  'Teo',
  'Rahman',
  'Nair',
  'Singh',
];
const list = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

const exec = (db: Db, text: string) => db.execute(sql.raw(text));

/** Every service the catalogue offers for each area of a 4-room flat: a quotation of many lines. */
async function templateChoices(db: Db) {
  const catalogue = await loadCatalogue(db);
  const areas = standardLayout('HDB', '4 Rooms');
  const choices: ScopeChoice[] = [];
  for (const a of areas)
    for (const s of catalogue.services
      .filter((s) => !s.addon_of && s.area_types.includes(a.area_type))
      .slice(0, 2))
      choices.push({ area_id: a.id, service_id: s._id });
  const whole = catalogue.services.find((s) => s.area_types.length === 0);
  if (whole) choices.push({ area_id: WHOLE_HOUSE_AREA_ID, service_id: whole._id });
  return { areas, choices };
}

/**
 * Used by `npm run bench:api` (scripts/bench-api) and by the statement-count test (two small sizes).
 * Seeds the scaled database with set-based SQL (INSERT … SELECT over generate_series), cloning one
 * project made through the real services: at scale 1, 2,000 clients x 10 projects, one client with
 * 200 projects whose checkpoints hold a real ~30 KB floorplan document, 200,000 quotation lines and
 * 50,000 receipts with their invoices and files.
 */
export interface ScaledSize {
  /** Clients with 10 projects each (2,000 in the benchmark). */
  clients: number;
  /** Projects of the one big client, each with a real floorplan document (200). */
  bigClientProjects: number;
  /** Receipts, each with its invoice and file (50,000). */
  receipts: number;
}

/** The benchmark's size times `scale` (the bench's --scale; the statement-count test seeds tiny ones). */
export const scaledSize = (scale: number, bigClientProjects = 200): ScaledSize => ({
  clients: Math.max(2, Math.round(2000 * scale)),
  bigClientProjects,
  receipts: Math.max(10, Math.round(50_000 * scale)),
});

export async function seedScaled(
  ctx: AppContext,
  size: ScaledSize,
  log: (s: string) => void = () => {},
): Promise<BenchData> {
  const db = ctx.database.db;
  const { clients, receipts } = size;
  await seedCatalogue(db);

  // The template: a real Design Now project, priced by the engine, saved by the service.
  const tpl = await createUser(db, { role: 'client', email: 'template@bench.sg', firstName: 'Template' });
  const { areas, choices } = await templateChoices(db);
  const template = await createDesignNowProject(
    ctx,
    tpl.id,
    CreateDesignNowProject.parse({
      creation_key: 'bench-template',
      dnStage: 18,
      first_name: 'Template',
      questionnaire: { property_type: 'HDB', property_room: '4 Rooms' },
      checkpoint: { step: 'scope', areas, choices },
    }),
  );
  const [{ n: lines } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from quotation_items where project_id = ${template._id}`,
  );
  if (lines < 10) throw new Error(`the template quotation has ${lines} lines; the benchmark needs 10`);

  const admin = await createUser(db, {
    role: 'admin',
    email: 'admin@bench.sg',
    firstName: 'Bench',
    lastName: 'Admin',
    permissions: [...ADMIN_PERMISSIONS],
  });
  const big = await createUser(db, {
    role: 'client',
    email: 'big@bench.sg',
    firstName: 'Big',
    lastName: 'Client',
  });

  // Two real images owned by the big client: its floorplans' uploaded and generated pictures.
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#eef' } })
    .jpeg()
    .toBuffer();
  const store = (name: string) =>
    storeFile(db, ctx.storage, { category: 'floorplan', originalName: name, bytes: jpeg, ownerId: big.id });
  const uploaded = (await store('plan.jpg')).file;
  const generated = (await store('generated-floorplan.jpg')).file;
  const floorplan = JSON.stringify(benchFloorplan(uploaded._id, generated._id)).replace(/'/g, "''");

  const t0 = Date.now();
  await exec(
    db,
    `insert into users (id, role, email, email_verified, handphone_no, handphone_verified, first_name, last_name)
     select 'bc' || g, 'client', 'client' || g || '@bench.sg', true, (80000000 + g)::text, true,
            (${list(FIRST)})[1 + g % ${FIRST.length}], (${list(LAST)})[1 + (g / 7) % ${LAST.length}]
     from generate_series(1, ${clients}) g`,
  );
  await exec(
    db,
    `insert into client_profiles (user_id, referral_code, registered)
     select 'bc' || g, 'BENCH' || g, true from generate_series(1, ${clients}) g`,
  );
  // Migration 0028's triggers copy each project's cover and newest payment onto it, one row at a time.
  // With them on, this load took 7 minutes instead of 14 s (not traced; likely plans made while the
  // tables were empty). Off for the load, then the copies are made once, as the migration made them.
  const LIST_COPY_TRIGGERS = [
    ['checkpoints', 'checkpoints_list_fields_added'],
    ['payment_receipts', 'payment_receipts_list_fields_added'],
    ['files', 'files_list_fields'],
  ] as const;
  // Migration 0029's give a client a new version at every commit that writes their rows: one per row
  // loaded. Off as well; every client gets one version after the load, as the migration gave them.
  const VERSION_TRIGGERS = ['projects', 'project_quotations', 'quotation_items', 'payment_receipts'].flatMap(
    (table) => [
      [table, `${table}_client_version_changed`],
      [table, `${table}_client_version_added`],
    ],
  );
  for (const [table, trigger] of [...LIST_COPY_TRIGGERS, ...VERSION_TRIGGERS])
    await exec(db, `alter table ${table} disable trigger ${trigger}`);

  // 10 projects per client; the big client's 200 after them.
  await exec(
    db,
    `insert into projects (id, client_id, name, phase, stage, renovation_address, renovation_postal_code,
                           quotation_generated_date, created_at, updated_at)
     select 'bp' || c || '_' || k, 'bc' || c,
            (${list(ESTATES)})[1 + (c * 10 + k) % ${ESTATES.length}] || ' Blk ' || (100 + (c * 7 + k) % 800),
            'quotation', 1, 'Blk ' || (100 + c % 800) || ' Street ' || k, (500000 + (c * 13 + k) % 300000)::text,
            now(), now() - (c * 10 + k) * interval '1 minute', now()
     from generate_series(1, ${clients}) c, generate_series(1, 10) k`,
  );
  await exec(
    db,
    `insert into projects (id, client_id, name, phase, stage, renovation_address, renovation_postal_code,
                           quotation_generated_date, created_at, updated_at)
     select 'bb_' || k, '${big.id}', (${list(ESTATES)})[1 + k % ${ESTATES.length}] || ' Home ' || k,
            'quotation', 1, 'Blk ' || k || ' Big Street', (600000 + k)::text, now(),
            now() - k * interval '1 minute', now()
     from generate_series(1, ${size.bigClientProjects}) k`,
  );
  const cloned = `(select id, client_id from projects where id like 'bp%' or id like 'bb\\_%')`;
  await exec(
    db,
    `insert into questionnaire_results (id, project_id, property_type, new, premium_standard, property_room,
                                        design_type, key_collection_quarter, key_collection_year)
     select 'bq_' || p.id, p.id, q.property_type, q.new, q.premium_standard, q.property_room, q.design_type,
            q.key_collection_quarter, q.key_collection_year
     from ${cloned} p, questionnaire_results q where q.project_id = '${template._id}'`,
  );
  await exec(
    db,
    `insert into checkpoints (id, project_id, client_id, questionnaire_id, json, dn_stage)
     select 'bk_' || p.id, p.id, p.client_id, 'bq_' || p.id,
            case when p.id like 'bb\\_%' then k.json || jsonb_build_object('floorplan', '${floorplan}'::jsonb)
                 else k.json end,
            k.dn_stage
     from ${cloned} p, checkpoints k where k.project_id = '${template._id}'`,
  );
  await exec(
    db,
    `insert into quotation_lists (id, project_id, total_design, design_stage)
     select 'bl_' || p.id, p.id, l.total_design, l.design_stage
     from ${cloned} p, quotation_lists l where l.project_id = '${template._id}'`,
  );
  await exec(
    db,
    `insert into project_quotations (id, project_id, total_amount, total_market_rate, total_savings,
              total_services, total_areas, total_items, total_required_time, services)
     select 'bpq_' || p.id, p.id, q.total_amount, q.total_market_rate, q.total_savings, q.total_services,
            q.total_areas, q.total_items, q.total_required_time, q.services
     from ${cloned} p, project_quotations q where q.project_id = '${template._id}'`,
  );
  log(`  clients, projects, checkpoints: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const t1 = Date.now();
  await exec(
    db,
    `insert into quotation_items (id, project_id, position, area_id, area, area_label, service_id, services,
              scope_of_work, name_of, includes, description_of_work, quantity_hundredths, unit, wastage,
              price_per_quantity, price, competitor_price_per_quantity, competitor_price, required_time,
              service_warranty_duration, priority, property_room, room_size, status)
     select 'bi_' || p.id || '_' || i.position, p.id, i.position, i.area_id, i.area, i.area_label, i.service_id,
            i.services, i.scope_of_work, i.name_of, i.includes, i.description_of_work, i.quantity_hundredths,
            i.unit, i.wastage, i.price_per_quantity, i.price, i.competitor_price_per_quantity,
            i.competitor_price, i.required_time, i.service_warranty_duration, i.priority, i.property_room,
            i.room_size, i.status
     from ${cloned} p,
          (select * from quotation_items where project_id = '${template._id}' order by position limit 10) i`,
  );
  log(`  quotation lines: ${((Date.now() - t1) / 1000).toFixed(1)} s`);

  // Receipts: the small clients' projects (but the first client's last 5, which stay editable) and three
  // in four of the big client's (the other 50 stay editable for the write) get stage 1 and 2 approved,
  // then stage 3 waiting or declined, until the receipt count is reached. The big client's come first,
  // so each of its paying projects has all three: its list reads a payment history that grows with it.
  const t2 = Date.now();
  await exec(
    db,
    `create temporary table bench_paying as
     select row_number() over (order by id) as idx, id, client_id from projects
     where (id like 'bp%' and not (client_id = 'bc1' and split_part(id, '_', 2)::int > 5))
        or (id like 'bb\\_%' and split_part(id, '_', 2)::int % 4 <> 1)`,
  );
  const [{ n: paying } = { n: 1 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bench_paying`,
  );
  const receiptRows = `(select n, p.id as project_id, p.client_id, ((n - 1) / ${paying}) + 1 as stage,
        case when ((n - 1) / ${paying}) + 1 < 3 then 'Approved' when n % 2 = 0 then 'Paid' else 'Declined' end as status
      from generate_series(1, ${receipts}) n join bench_paying p on p.idx = ((n - 1) % ${paying}) + 1)`;
  await exec(
    db,
    `insert into files (id, category, storage_key, original_name, mime_type, size_bytes, sha256, owner_id, created_at)
     select 'bf' || n, 'payment_receipt', 'bench/receipt-' || n, 'receipt-' || n || '.jpg', 'image/jpeg', 24000,
            md5(n::text), r.client_id, now() - n * interval '1 minute'
     from ${receiptRows} r`,
  );
  await exec(
    db,
    `insert into progressive_invoices (id, invoice_no, project_id, client_id, stage, amount_cents, status, invoice_date, paid_date)
     select 'binv' || n, (select coalesce(max(invoice_no), 0) from progressive_invoices) + n, project_id, client_id,
            stage, case when stage = 1 then 15000 else 1000000 end, status,
            now() - n * interval '1 minute', case when status = 'Approved' then now() end
     from ${receiptRows} r`,
  );
  // The invoice series continues after the seeded numbers, as if the app had issued them.
  await exec(
    db,
    `insert into document_numbers (series, year, last_number)
     select 'invoice', 0, coalesce(max(invoice_no), 0) from progressive_invoices
     on conflict (series, year) do update set last_number = excluded.last_number`,
  );
  await exec(
    db,
    `insert into payment_receipts (id, invoice_id, project_id, client_id, stage, payment_method, transaction_no,
              amount_claimed_cents, receipt_file_id, status, admin_notes, decided_by, decided_at, created_at)
     select 'br' || n, 'binv' || n, project_id, client_id, stage, case when n % 3 = 0 then 'PayNow' else 'Bank Transfer' end,
            'TXN' || lpad(n::text, 8, '0'), case when stage = 1 then 15000 else 1000000 end, 'bf' || n, status,
            case status when 'Paid' then '' when 'Approved' then 'Approved' else 'Not received' end,
            case when status = 'Paid' then null else '${admin.id}' end,
            case when status = 'Paid' then null else now() end, now() - n * interval '1 minute'
     from ${receiptRows} r`,
  );
  await exec(
    db,
    `update projects p set phase = 'ongoing', stage = 3
     where exists (select 1 from payment_receipts r where r.project_id = p.id and r.stage = 2)`,
  );
  await exec(db, 'drop table bench_paying');
  log(`  invoices, receipts, files: ${((Date.now() - t2) / 1000).toFixed(1)} s`);
  await exec(db, 'analyze'); // for the copies' lookups
  for (const [table, trigger] of LIST_COPY_TRIGGERS)
    await exec(db, `alter table ${table} enable trigger ${trigger}`);
  await exec(db, 'update projects set cover_file_id = null'); // fires projects_list_fields
  await exec(
    db,
    `insert into client_project_versions (client_id, version)
     select client_id, nextval('client_project_version_seq')
     from (select client_id from projects union select client_id from payment_receipts) c
     on conflict (client_id) do update set version = excluded.version`,
  );
  for (const [table, trigger] of VERSION_TRIGGERS)
    await exec(db, `alter table ${table} enable trigger ${trigger}`);
  // What autovacuum does to a production database after a bulk load (the CI machine's PostgreSQL runs
  // without it): statistics for the planner, and the visibility map that lets counts read only indexes.
  await exec(db, 'vacuum analyze');

  const token = () => randomBytes(32).toString('base64url');
  const tokens = { client: token(), bigClient: token(), admin: token() };
  for (const [userId, t] of [
    ['bc1', tokens.client],
    [big.id, tokens.bigClient],
    [admin.id, tokens.admin],
  ] as const)
    await exec(
      db,
      `insert into sessions (id, user_id, token_hash, remember, expires_at)
       values ('bs_${hashToken(t).slice(0, 16)}', '${userId}', '${hashToken(t)}', true, now() + interval '1 day')`,
    );

  const editable = await queryRows<{ projectId: string; itemId: string }>(
    db,
    sql`select project_id as "projectId", id as "itemId" from quotation_items
        where project_id like 'bb\\_%' and position = (select min(position) from quotation_items where project_id = 'bb_1')
          and not exists (select 1 from payment_receipts r where r.project_id = quotation_items.project_id)
        order by project_id limit 50`,
  );
  const counts = Object.fromEntries(
    await Promise.all(
      [
        'users',
        'projects',
        'checkpoints',
        'quotation_items',
        'payment_receipts',
        'progressive_invoices',
        'files',
      ].map(async (table) => {
        const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
        return [table, row?.n ?? 0] as const;
      }),
    ),
  );
  return {
    tokens,
    projectId: 'bp1_1',
    editable,
    projectSearch: 'Tampines',
    clientSearch: 'Tan',
    counts,
  };
}
