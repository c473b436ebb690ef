import { contentDisposition } from '../../../../src/contract/shared/content-disposition';
import { receiptScopeOf } from '../../../application/donations';
import type { DonationsServices } from '../../../application/donations';
import { adminActorOf } from '../admin';
import { withUpload } from '../files';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';
import { registerReceiptRegisterRoutes } from './receipt-register-routes';

/** Donations: the member's own and their receipts. */
export function registerDonationsRoutes(routes: Routes, services: DonationsServices): void {
  registerReceiptRegisterRoutes(routes, services);
  routes.json('getMyContributions', async ({ principal, query }) => ({
    data: await services.myDonations.getMyContributions(requirePrincipal(principal), query),
  }));

  routes.json('getReceiptBaseInfo', async ({ principal, query }) => ({
    data: await services.myDonations.getReceiptBaseInfo(
      requirePrincipal(principal),
      receiptScopeOf(query),
    ),
  }));

  routes.json('claimableGifts', async ({ principal }) => ({
    data: await services.giftClaims.claimableGifts(requirePrincipal(principal)),
  }));
  routes.json('requestGiftClaim', async ({ principal }) => ({
    data: await services.giftClaims.requestGiftClaim(requirePrincipal(principal)),
  }));
  routes.json('confirmGiftClaim', async ({ principal, body }) => ({
    data: await services.giftClaims.confirmGiftClaim(requirePrincipal(principal), body),
  }));
  // Each send makes a PDF and mails or faxes it: a few a minute are plenty for a member.
  routes.json(
    'sendReceiptMail',
    async ({ principal, body }) => ({
      data: await services.myReceipts.sendReceiptMail(
        requirePrincipal(principal),
        receiptScopeOf(body),
        body,
      ),
    }),
    { perMinute: 6 },
  );

  routes.json(
    'sendReceiptFax',
    async ({ principal, body }) => ({
      data: await services.myReceipts.sendReceiptFax(
        requirePrincipal(principal),
        receiptScopeOf(body),
        body,
      ),
    }),
    { perMinute: 6 },
  );

  routes.binary(
    'downloadReceipt',
    async ({ principal, body, reply }) => {
      const { fileName, pdf } = await services.myReceipts.downloadReceipt(
        requirePrincipal(principal),
        receiptScopeOf(body),
        body,
      );
      return reply
        .type('application/pdf')
        .header('content-length', String(pdf.length))
        .header('content-disposition', contentDisposition(fileName))
        .send(pdf);
    },
    { perMinute: 12 },
  );

  routes.json('forgetMyResidentNumber', async ({ principal }) => {
    await services.myReceipts.forgetMyResidentNumber(requirePrincipal(principal));
    return { data: null };
  });

  routes.json('updateMyDonorPreferences', async ({ principal, body }) => {
    await services.myDonations.updateMyDonorPreferences(requirePrincipal(principal), body);
    return { data: null };
  });

  routes.json('donationYear', async ({ query }) => ({
    data: await services.donationFigures.donationYear(query.year),
  }));

  routes.json('donationStatistics', async () => ({
    data: await services.donationFigures.donationStatistics(),
  }));

  routes.json('hallOfFame', async () => ({ data: await services.donationFigures.hallOfFame() }));

  routes.json('donationDisclosure', async () => ({
    data: await services.donationDisclosure.donationDisclosure(),
  }));

  routes.json('officeScholarships', async ({ query }) => ({
    data: await services.scholarships.officeScholarships(query.year ?? null),
  }));

  routes.json('recordScholarship', async ({ body, principal, request }) => ({
    data: await services.scholarships.recordScholarship(adminActorOf(principal, request), body),
  }));

  routes.json('deleteScholarship', async ({ params, principal, request }) => {
    await services.scholarships.deleteScholarship(
      adminActorOf(principal, request),
      params.scholarshipId,
    );
    return { data: null };
  });

  routes.json('saveDonationDisclosure', async ({ params, body, principal, request }) => {
    await services.donationDisclosure.saveDonationDisclosure(
      adminActorOf(principal, request),
      params.year,
      body,
    );
    return { data: null };
  });

  routes.json('previewDonationImport', async ({ principal, request }) => ({
    data: await withUpload(request, (file) =>
      services.donationImport.previewDonationImport(adminActorOf(principal, request), file),
    ),
  }));

  routes.json('commitDonationImport', async ({ body, principal, request }) => ({
    data: await services.donationImport.commitDonationImport(
      adminActorOf(principal, request),
      body,
    ),
  }));

  routes.json('listDonationFunds', async () => ({
    data: await services.donationFunds.listDonationFunds(),
  }));

  routes.json('createDonationFund', async ({ body, principal, request }) => ({
    data: await services.donationFunds.createDonationFund(adminActorOf(principal, request), body),
  }));

  routes.json('updateDonationFund', async ({ params, body, principal, request }) => {
    await services.donationFunds.updateDonationFund(
      adminActorOf(principal, request),
      params.fundId,
      body,
    );
    return { data: null };
  });

  routes.json('officeDonors', async ({ query, principal, request }) => ({
    data: await services.donationRecords.officeDonors(adminActorOf(principal, request), query),
  }));

  routes.json('createDonor', async ({ body, principal, request }) => ({
    data: await services.donationRecords.createDonor(adminActorOf(principal, request), body),
  }));

  routes.json('updateDonor', async ({ params, body, principal, request }) => {
    await services.donationRecords.updateDonor(
      adminActorOf(principal, request),
      params.donorId,
      body,
    );
    return { data: null };
  });

  routes.json('officeDonations', async ({ query, principal, request }) => ({
    data: await services.donationRecords.officeDonations(adminActorOf(principal, request), query),
  }));

  routes.json('recordDonation', async ({ body, principal, request }) => ({
    data: await services.donationRecords.recordDonation(
      adminActorOf(principal, request),
      body.donorId,
      body.donation,
      { duplicateConfirmed: body.duplicateConfirmed ?? false },
    ),
  }));

  routes.json('correctDonation', async ({ params, body, principal, request }) => {
    await services.donationRecords.correctDonation(
      adminActorOf(principal, request),
      params.donationId,
      body.donation,
      body.reason,
    );
    return { data: null };
  });

  routes.json('cancelDonation', async ({ params, body, principal, request }) => {
    await services.donationRecords.cancelDonation(
      adminActorOf(principal, request),
      params.donationId,
      body.reason,
    );
    return { data: null };
  });
}
