import { receiptMailSubject } from '../../../src/domain/donations/receipt';
import { formatKoreanAmount } from '../../../src/domain/shared/format/korean-amount';
import type { Mailer } from '../shared/ports';
import { signature } from '../shared/mail-messages';
import type { MadeReceipt } from './receipt-issuing';

/** What mailing a receipt uses: the mailer, and the association as the letter signs it. */
export interface ReceiptMailDependencies {
  readonly mailer: Mailer;
  readonly associationName: string;
  readonly publicOrigin: string;
}

/**
 * Mails a receipt's PDF to a donor: the member's own send, the office's reissue and the year's
 * batch all send this one letter. The PDF shows the resident number masked.
 */
export async function mailReceipt(
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
