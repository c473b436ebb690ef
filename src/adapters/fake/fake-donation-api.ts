import { inject, injectable } from 'inversify';
import type { ContributionPage, DonationApi } from '../../application/donations/donation-api';
import type * as model from '../../domain/donations/donation';
import { clampPageRequest } from '../../domain/shared/paging/page';
import { validateEmail } from '../../domain/shared/validation/email';
import { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import { requireValid } from './require-valid';

/** The association as it appears on receipts in the fake backend. */
export const FAKE_ORGANIZATION = {
  name: '한빛고등학교 총동문회',
  businessNumber: '124-82-00998',
  address: '서울특별시 종로구 대학로 100 한빛빌딩 3층',
} as const;

@injectable()
export class FakeDonationApi implements DonationApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  async listMyContributions(filter: model.ContributionFilter): Promise<ContributionPage> {
    const { page, size } = clampPageRequest(filter);
    const matching = this.myDonations()
      .filter(
        (donation) => filter.year === undefined || donation.donatedAt.startsWith(`${filter.year}-`),
      )
      .filter((donation) => filter.kind === undefined || donation.kind === filter.kind)
      .sort((a, b) => b.donatedAt.localeCompare(a.donatedAt));
    return {
      items: matching.slice((page - 1) * size, page * size),
      page,
      size,
      total: matching.length,
      totalAmount: matching.reduce((sum, donation) => sum + donation.amount, 0),
    };
  }

  async getReceiptBaseInfo(donationId: string): Promise<model.ReceiptBaseInfo> {
    const { profile } = this.backend.requireAccount();
    const donation = this.myDonation(donationId);
    return {
      donationId,
      donorName: profile.name,
      residentNumberMasked: null,
      donorAddress: profile.address
        ? `${profile.address.addr} ${profile.address.daddr}`.trim()
        : null,
      organizationName: FAKE_ORGANIZATION.name,
      organizationBusinessNumber: FAKE_ORGANIZATION.businessNumber,
      organizationAddress: FAKE_ORGANIZATION.address,
      donatedAt: donation.donatedAt,
      amount: donation.amount,
      kind: donation.kind,
    };
  }

  async sendReceiptMail(request: model.ReceiptMailRequest): Promise<void> {
    this.myDonation(request.donationId);
    const email = requireValid(validateEmail(request.email));
    this.backend.receiptDeliveries.push({
      donationId: request.donationId,
      channel: 'mail',
      destination: email,
    });
  }

  async sendReceiptFax(request: model.ReceiptFaxRequest): Promise<void> {
    this.myDonation(request.donationId);
    const faxNumber = request.faxNumber.replace(/[\s-]/gu, '');
    if (!/^0\d{8,10}$/u.test(faxNumber)) {
      throw refusal('invalidInput', '팩스 번호 형식이 올바르지 않습니다.');
    }
    this.backend.receiptDeliveries.push({
      donationId: request.donationId,
      channel: 'fax',
      destination: faxNumber,
    });
  }

  private myDonations(): readonly model.Donation[] {
    const { profile } = this.backend.requireAccount();
    return this.backend.donations.get(profile.userId) ?? [];
  }

  private myDonation(donationId: string): model.Donation {
    const donation = this.myDonations().find((candidate) => candidate.donationId === donationId);
    if (!donation) throw refusal('notFound', '기부 내역을 찾을 수 없습니다.');
    return donation;
  }
}
