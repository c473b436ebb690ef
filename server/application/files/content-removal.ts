import type { UseCaseContext } from '../shared/context';
import type { ParkedBlob } from '../shared/ports';

/**
 * Deletes stored contents that no file row refers to, safely beside an upload of the same bytes
 * that is about to write its row. The contents are taken out of place first (one atomic step),
 * then the database is asked again: a row written meanwhile puts them back. An upload, for its
 * part, puts its own copy in place again after writing its row, so whichever comes last, the
 * bytes of a file that has a row stay. Several instances on one database and one file store
 * follow the same steps.
 */
export async function removeUnreferencedContent(
  context: Pick<UseCaseContext, 'store' | 'files'>,
  sha256: string,
): Promise<void> {
  if (await context.store.files.isContentReferenced(sha256)) return;
  const parked = await context.files.park(sha256);
  if (parked) await settleParked(context, parked);
}

/** Destroys parked contents that are still unreferenced, else puts them back. */
export async function settleParked(
  context: Pick<UseCaseContext, 'store'>,
  parked: ParkedBlob,
): Promise<void> {
  let referenced: boolean;
  try {
    referenced = await context.store.files.isContentReferenced(parked.sha256);
  } catch (error) {
    // Not knowing, keep them: unreferenced bytes cost disk space, lost ones cost a member's file.
    await parked.restore();
    throw error;
  }
  if (referenced) await parked.restore();
  else await parked.destroy();
}

/**
 * Deletes a group's files (rows, then the contents no other row refers to): the association's
 * files of something deleted, such as an unused photo's widths. A content that cannot be removed
 * now is reported and left for the file store's upkeep; the rows are gone either way.
 */
export async function deleteFileGroup(
  context: Pick<UseCaseContext, 'store' | 'files' | 'reportFailure'>,
  atchFileMstId: string,
): Promise<number> {
  const deleted = await context.store.files.deleteGroup(atchFileMstId);
  for (const sha256 of new Set(deleted.map((file) => file.sha256))) {
    try {
      await removeUnreferencedContent(context, sha256);
    } catch (error) {
      context.reportFailure("removal of a deleted group's file", error);
    }
  }
  return deleted.length;
}
