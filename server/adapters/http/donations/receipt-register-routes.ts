import { contentDisposition } from '../../../../src/contract/shared/content-disposition';
import { receiptScopeOf, type DonationsServices } from '../../../application/donations';
import { adminActorOf } from '../admin';
import type { Routes } from '../shared/endpoint-route';

/** The office's receipts' register: list, cancel, reissue, a PDF to post, the batch, the export. */
export function registerReceiptRegisterRoutes(routes: Routes, services: DonationsServices): void {
  routes.json('officeReceipts', async ({ query }) => ({
    data: await services.receiptRegister.officeReceipts(query),
  }));

  routes.json('cancelReceipt', async ({ params, body, principal, request }) => {
    await services.receiptRegister.cancelReceipt(
      adminActorOf(principal, request),
      params.receiptId,
      body.reason,
    );
    return { data: null };
  });

  routes.json('reissueReceipt', async ({ params, body, principal, request }) => ({
    data: await services.receiptRegister.reissueReceipt(
      adminActorOf(principal, request),
      params.receiptId,
      body.email,
    ),
  }));

  routes.binary('officeReceiptPdf', async ({ params, principal, request, reply }) => {
    const { fileName, pdf } = await services.receiptRegister.officeReceiptPdf(
      adminActorOf(principal, request),
      params.receiptId,
    );
    return reply
      .type('application/pdf')
      .header('content-length', String(pdf.length))
      .header('content-disposition', contentDisposition(fileName))
      .send(pdf);
  });

  routes.binary('exportReceiptRegister', async ({ query, principal, request, reply }) => {
    const file = await services.receiptRegister.exportReceiptRegister(
      adminActorOf(principal, request),
      query.year,
      query.format,
    );
    return reply
      .type(file.contentType)
      .header('content-length', String(file.bytes.length))
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.bytes);
  });

  routes.json('receiptBatch', async ({ query }) => ({
    data: await services.receiptBatches.receiptBatch(query.year),
  }));

  routes.json('startReceiptBatch', async ({ body, principal, request }) => ({
    data: await services.receiptBatches.startReceiptBatch(
      adminActorOf(principal, request),
      body.year,
    ),
  }));

  routes.json('receiptBatchPreview', async ({ query }) => ({
    data: await services.receiptBatches.receiptBatchPreview(query.year),
  }));

  routes.json('officeDonorReceipts', async ({ params, query, principal, request }) => ({
    data: await services.officeDonorReceipts.officeDonorReceipts(
      adminActorOf(principal, request),
      params.donorId,
      query.year,
    ),
  }));

  routes.binary('printDonorReceipt', async ({ params, body, principal, request, reply }) => {
    const { fileName, pdf } = await services.officeDonorReceipts.printDonorReceipt(
      adminActorOf(principal, request),
      params.donorId,
      receiptScopeOf(body),
    );
    return reply
      .type('application/pdf')
      .header('content-length', String(pdf.length))
      .header('content-disposition', contentDisposition(fileName))
      .send(pdf);
  });

  routes.json('faxDonorReceipt', async ({ params, body, principal, request }) => ({
    data: await services.officeDonorReceipts.faxDonorReceipt(
      adminActorOf(principal, request),
      params.donorId,
      receiptScopeOf(body),
      body.faxNumber,
    ),
  }));

  routes.json('officeFaxQueue', async () => ({
    data: await services.officeFaxQueue.officeFaxQueue(),
  }));

  routes.binary('queuedFaxPdf', async ({ params, principal, request, reply }) => {
    const { fileName, pdf } = await services.officeFaxQueue.queuedFaxPdf(
      adminActorOf(principal, request),
      params.faxId,
    );
    return reply
      .type('application/pdf')
      .header('content-length', String(pdf.length))
      .header('content-disposition', contentDisposition(fileName))
      .send(pdf);
  });

  routes.json('finishQueuedFax', async ({ params, principal, request }) => {
    await services.officeFaxQueue.finishQueuedFax(adminActorOf(principal, request), params.faxId);
    return { data: null };
  });
}
