import type { Generated } from 'kysely';

/**
 * The access log's table, added to the shared `DatabaseSchema` by declaration merging (see
 * ../shared/schema.ts).
 */
declare module '../shared/schema' {
  interface DatabaseSchema {
    access_logs: AccessLogsTable;
  }
}

export interface AccessLogsTable {
  id: Generated<number>;
  menu_path: string;
  access_dt: string;
  user_id: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}
