import { type Kysely, type Migration, sql } from 'kysely';
import {
  ORGANIZATION_MAX_DEPTH,
  ORGANIZATION_MAX_POSITIONS,
  type OrganizationPosition,
  POSITION_TITLE_MAX_LENGTH,
} from '../../../../../src/domain/content/organization';
import { dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * The organisation chart as positions (issue 29 item 14): it was a page of text whose body was a
 * bulleted list. The list's items become the chart's positions (their nesting its levels, their
 * text the titles), and the page of text goes, with its record of held photos (an unused photo is
 * then deleted after a day, as any other).
 */
export function contentOrganizationMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table organization_positions (
        position integer primary key,
        depth integer not null check (depth >= 0),
        title text not null,
        holder_name text,
        class_number integer,
        contact text
      )`.execute(db);
      const page = await sql<{ body_html: string }>`
        select body_html from site_pages where key = 'organization'`.execute(db);
      const positions = positionsOfList(page.rows[0]?.body_html ?? '');
      for (const [index, position] of positions.entries()) {
        await sql`insert into organization_positions (position, depth, title)
          values (${index}, ${position.depth}, ${position.title})`.execute(db);
      }
      await sql`delete from site_image_holders
        where holder_kind = 'page' and holder_id = 'organization'`.execute(db);
      await sql`delete from site_pages where key = 'organization'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['organization_positions']);
    },
  };
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/**
 * The items of a sanitised body's lists, in reading order, each at its list's nesting: an item's
 * own text is what comes before its inner list. Depths that the chart cannot draw are brought
 * within its rules (no level skipped, no deeper than its last level).
 */
export function positionsOfList(html: string): Pick<OrganizationPosition, 'depth' | 'title'>[] {
  const items: { depth: number; title: string }[] = [];
  let listDepth = 0;
  let open: { depth: number; title: string } | null = null;
  const close = () => {
    const title = open?.title.replace(/\s+/gu, ' ').trim().slice(0, POSITION_TITLE_MAX_LENGTH);
    if (open && title) {
      const depth = Math.min(
        open.depth,
        (items.at(-1)?.depth ?? -1) + 1,
        ORGANIZATION_MAX_DEPTH - 1,
      );
      items.push({ depth, title });
    }
    open = null;
  };
  for (const [, closing, tag, text] of html.matchAll(/<(\/?)(\w+)[^>]*>|([^<]+)/gu)) {
    if (text !== undefined) {
      if (open)
        open.title += text.replace(
          /&(#39|\w+);/gu,
          (entity, name: string) => ENTITIES[name] ?? entity,
        );
    } else if (tag === 'ul' || tag === 'ol') {
      close();
      listDepth += closing ? -1 : 1;
    } else if (tag === 'li') {
      close();
      if (!closing && listDepth > 0) open = { depth: listDepth - 1, title: '' };
    }
  }
  close();
  return items.slice(0, ORGANIZATION_MAX_POSITIONS);
}
