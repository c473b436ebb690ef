import { nameKey, type RecordNames } from '../../domain/admin/record-names';
import type { FakeBackend } from './fake-backend';

/**
 * The names the office's records mention, by `<kind>:<id>`, as the server reads them when it
 * shows the records: accounts', donors', donations' and receipts' (their donor's), funds'.
 */
export function recordNamesOf(backend: FakeBackend): RecordNames {
  const names = new Map<string, string>();
  for (const [userId, account] of backend.accounts) {
    if (account.profile.name) names.set(nameKey('account', userId), account.profile.name);
  }
  const records = backend.donationRecords;
  const donorNames = new Map(records.donors.map((donor) => [donor.donorId, donor.name]));
  for (const [donorId, name] of donorNames) names.set(nameKey('donor', donorId), name);
  for (const record of records.records) {
    const name = donorNames.get(record.donorId);
    if (name) names.set(nameKey('donation', record.donationId), name);
  }
  for (const receipt of records.receipts) {
    const name = donorNames.get(receipt.donorId);
    if (name) names.set(nameKey('receipt', receipt.receiptId), name);
  }
  for (const fund of records.funds) names.set(nameKey('fund', fund.fundId), fund.name);
  return names;
}
