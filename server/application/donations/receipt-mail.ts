import { receiptMailSubject } from '../../../src/domain/donations/receipt';
import { formatKoreanAmount } from '../../../src/domain/shared/format/korean-amount';
import type { Mailer, Transactions } from '../shared/ports';
import { signature } from '../shared/mail-messages';
import type { FaxSender } from './ports';
import type { MadeReceipt } from './receipt-issuing';

/** What mailing a receipt uses: the mailer, and the association as the letter signs it. */
export interface ReceiptMailDependencies {
  readonly mailer: Mailer;
  readonly transactions: Transactions;
  readonly associationName: string;
  readonly publicOrigin: string;
}

/**
 * Mails a receipt's PDF to a donor and records the delivery, in one transaction: the letter is
 * in the outbox exactly when the receipt counts as sent (issue 32). The member's own send, the
 * office's reissue and the year's batch all send this one letter. The PDF shows the resident
 * number masked.
 */
export async function mailReceipt(
  deps: ReceiptMailDependencies,
  receipt: MadeReceipt,
  email: string,
  recordDelivery: () => Promise<void>,
): Promise<void> {
  await deps.transactions.run(async () => {
    await sendReceiptLetter(deps, receipt, email);
    await recordDelivery();
  });
}

async function sendReceiptLetter(
  deps: ReceiptMailDependencies,
  receipt: MadeReceipt,
  email: string,
): Promise<void> {
  const { associationName, publicOrigin } = deps;
  await deps.mailer.send({
    to: email,
    subject: receiptMailSubject(associationName, receipt.serial, receipt.reissue),
    text:
      `${receipt.donorName} 님, 후배들을 위한 따뜻한 기부에 감사드립니다.\n\n` +
      `기부금영수증을 PDF 파일로 첨부해 보내 드립니다.\n` +
      `일련번호: ${receipt.serial}${receipt.reissue ? ' (재발급)' : ''}\n` +
      `합계: ${formatKoreanAmount(receipt.total)}\n\n` +
      '영수증의 주민등록번호는 뒷자리를 가려 적었습니다. 회원이시면 원본 번호가 적힌 영수증을 ' +
      '사이트의 내 정보 > 기부 내역에서 내려받으실 수 있습니다.' +
      signature({ associationName, publicOrigin }),
    attachments: [
      { fileName: receipt.fileName, contentType: 'application/pdf', content: receipt.pdf },
    ],
  });
}

/**
 * The year's batch to a person with no resident number on file: no receipt (one with an empty
 * 주민등록번호 is useless for 연말정산), but a request to add the number in 내 정보 > 기부 내역,
 * where the year's receipt is then made with it and sent or downloaded.
 */
export async function mailResidentNumberRequest(
  deps: ReceiptMailDependencies,
  request: { readonly email: string; readonly donorName: string; readonly taxYear: number },
): Promise<void> {
  const { associationName, publicOrigin } = deps;
  const link = `${publicOrigin}/me/donations?year=${request.taxYear}`;
  await deps.mailer.send({
    to: request.email,
    subject: `[${associationName}] ${request.taxYear}년 기부금영수증: 주민등록번호를 입력해 주세요`,
    text:
      `${request.donorName} 님, 후배들을 위한 따뜻한 기부에 감사드립니다.\n\n` +
      `${request.taxYear}년 연간 기부금영수증을 보내 드리려 했으나, 저장된 주민등록번호가 없어 ` +
      '보내지 않았습니다. 주민등록번호가 없는 영수증은 연말정산에 쓸 수 없습니다.\n\n' +
      '아래 주소로 들어가 로그인한 뒤, 내 정보 > 기부 내역에서 연간 영수증을 열고 주민등록번호를 ' +
      '입력해 주세요. 번호는 암호화하여 보관하며, 입력하시면 바로 영수증을 전자우편으로 받거나 ' +
      `내려받으실 수 있습니다.\n${link}\n\n` +
      '회원이 아니시거나 로그인할 수 없으시면 총동문회 사무국에 연락해 주세요.' +
      signature({ associationName, publicOrigin }),
  });
}

/**
 * Faxes a receipt's PDF (the member's own request and the office's alike): answers whether it
 * went, or waits in the office's fax queue (no fax service set up).
 */
export async function faxReceipt(
  deps: { readonly fax: FaxSender; readonly associationName: string },
  receipt: MadeReceipt,
  number: string,
  requestedBy: string,
): Promise<'sent' | 'queued'> {
  const { delivery } = await deps.fax.send({
    number,
    fileName: receipt.fileName,
    pdf: receipt.pdf,
    subject: `${deps.associationName} 기부금영수증 ${receipt.serial}`,
    requestedBy,
  });
  return delivery;
}
