import type { Kysely } from 'kysely';
import type { OrganizationRepository } from '../../../application/content/ports';
import type { OrganizationPosition } from '../../../../src/domain/content/organization';
import type { Tables } from '../shared/schema';

export class KyselyOrganizationRepository implements OrganizationRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  positions(): Promise<OrganizationPosition[]> {
    return this.db
      .selectFrom('organizationPositions')
      .select(['depth', 'title', 'holderName', 'classNumber', 'contact'])
      .orderBy('position')
      .execute();
  }

  async replacePositions(positions: readonly OrganizationPosition[]): Promise<void> {
    await this.db.deleteFrom('organizationPositions').execute();
    if (positions.length === 0) return;
    await this.db
      .insertInto('organizationPositions')
      .values(positions.map((position, index) => ({ position: index, ...position })))
      .execute();
  }
}
