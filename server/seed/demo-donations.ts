import type { DemoDonations } from '../../src/domain/donations/demo-donations';
import type { DonorRecord } from '../application/donations/ports';
import type { RootPorts } from '../composition/root-ports';

/**
 * Writes the demo's funds, donors and gifts (src/domain/donations/demo-donations.ts, the data
 * set the fake backend holds too) in one transaction, as recorded by the office.
 */
export async function seedDemoDonations(
  ports: Pick<RootPorts, 'clock' | 'store'>,
  office: string,
  demo: DemoDonations,
): Promise<void> {
  const { store } = ports;
  const at = ports.clock.now().toISOString();
  await store.transactions.run(async () => {
    for (const [index, fund] of demo.funds.entries()) {
      await store.donationFunds.save({ ...fund, active: true, position: index + 1, createdAt: at });
    }
    for (const donor of demo.donors) {
      const record: DonorRecord = { ...donor, email: null, createdAt: at, updatedAt: at };
      await store.donors.create(record);
    }
    for (const gift of demo.gifts) {
      await store.donations.append({
        ...gift,
        donationId: gift.id,
        supersedes: null,
        voided: false,
        reason: null,
        bankReference: null,
        recordedAt: at,
        recordedBy: office,
      });
    }
    for (const scholarship of demo.scholarships) {
      await store.scholarships.insert({ ...scholarship, recordedAt: at, recordedBy: office });
    }
  });
}
