import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../../server/adapters/db/shared/database';
import { dialects, startTestServer, type TestServer } from '../../../support/test-server';
import { FEATURES } from '../../../../../server/features';

describe('SQLite setup', () => {
  let database: Database | null = null;
  afterEach(async () => {
    await database?.close();
    database = null;
  });

  it('runs in WAL mode with synchronous=FULL, a busy timeout and foreign keys on', async () => {
    const file = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-db-')),
      'nested',
      'alumni.sqlite',
    );
    database = openDatabase({ databaseUrl: null, sqliteFile: file, features: FEATURES });
    const pragma = async (name: string): Promise<unknown> =>
      Object.values(
        (await sql.raw(`PRAGMA ${name}`).execute(database?.db as never)).rows[0] as Record<
          string,
          unknown
        >,
      )[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2); // FULL
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('creates the database, its -wal and -shm and its folder private, whatever the umask', async () => {
    const previous = process.umask(0o000);
    try {
      const file = path.join(
        fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-db-')),
        'nested',
        'alumni.sqlite',
      );
      database = openDatabase({ databaseUrl: null, sqliteFile: file, features: FEATURES });
      await database.migrate();
      const modeOf = (name: string) => (fs.statSync(name).mode & 0o777).toString(8);
      expect({
        folder: modeOf(path.dirname(file)),
        database: modeOf(file),
        wal: modeOf(`${file}-wal`),
        shm: modeOf(`${file}-shm`),
      }).toEqual({ folder: '700', database: '600', wal: '600', shm: '600' });
    } finally {
      process.umask(previous);
    }
  });
});

describe.each(dialects())('migrations (%s)', (dialect) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('creates every table, and running them again changes nothing', async () => {
    server = await startTestServer(dialect);
    const { database } = server.runtime;
    await database.migrate();
    const tables = await database.db.introspection.getTables();
    expect(
      tables
        .map((table) => table.name)
        .filter((name) => !name.startsWith('kysely_'))
        .sort(),
    ).toEqual([
      'access_logs',
      'account_consents',
      'accounts',
      'admin_audit_log',
      'album_photos',
      'albums',
      'alumni_search_keys',
      'attached_files',
      'attempt_throttles',
      'auth_codes',
      'companies',
      'consent_confirmations',
      'current_donations',
      'donation_disclosures',
      'donation_funds',
      'donation_import_previews',
      'donation_receipts',
      'donation_uses',
      'donations',
      'donors',
      'dues_amount_changes',
      'dues_badge_preferences',
      'dues_confirmation_serials',
      'dues_definitions',
      'dues_payments',
      'event_registrations',
      'events',
      'file_download_visitors',
      'file_downloads',
      'gift_claim_codes',
      'imported_references',
      'library_documents',
      'message_campaigns',
      'message_choices',
      'notice_views',
      'notices',
      'organization_positions',
      'outbox_messages',
      'password_resets',
      'past_presidents',
      'payment_orders',
      'personal_data_access_records',
      'personal_data_access_retention',
      'pledge_charges',
      'pledges',
      'receipt_batch_items',
      'receipt_batches',
      'receipt_deliveries',
      'receipt_serials',
      'recovery_codes',
      'refresh_tokens',
      'sandbox_payment_records',
      'scholarships',
      'second_factor_tickets',
      'second_factors',
      'site_image_holders',
      'site_images',
      'site_pages',
      'timeline_entries',
      'token_families',
    ]);
    expect(await database.isHealthy()).toBe(true);
  });

  it('refuses an account status or role outside the known ones', async () => {
    server = await startTestServer(dialect);
    const now = new Date().toISOString();
    const row = {
      user_id: 'x1',
      password_hash: '!',
      role: 'member',
      status: 'pending',
      created_at: now,
      updated_at: now,
    };
    await expect(
      server.runtime.database.db
        .insertInto('accounts')
        .values({ ...row, status: 'superuser' } as never)
        .execute(),
    ).rejects.toThrow(/check constraint/iu);
    await expect(
      server.runtime.database.db
        .insertInto('accounts')
        .values({ ...row, role: 'root' } as never)
        .execute(),
    ).rejects.toThrow(/check constraint/iu);
  });

  it('numbers access-log rows by itself', async () => {
    server = await startTestServer(dialect);
    const insert = () =>
      server.runtime.database.db
        .insertInto('access_logs')
        .values({
          menu_path: '/',
          access_dt: '2026-11-22 10:00:00',
          user_id: null,
          ip: null,
          user_agent: null,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const first = await insert();
    const second = await insert();
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
  });

  it('says when it is not healthy', async () => {
    server = await startTestServer(dialect);
    const second = openDatabase({
      databaseUrl: server.runtime.config.databaseUrl,
      sqliteFile: path.join(server.dataDir, 'alumni.sqlite'),
      features: FEATURES,
    });
    expect(await second.isHealthy()).toBe(true);
    await second.close();
    expect(await second.isHealthy()).toBe(false);
  });
});
