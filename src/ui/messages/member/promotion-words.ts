import { formatDateInWords } from '../../../domain/shared/format/date-words';

/**
 * Until when the 홍보 consent stands, in words, or how long it would once given (issue 32, item
 * 3: it is asked again every two years, and lapses unanswered).
 */
export function promotionStandingWords(promotionUntil: string | null): string {
  return promotionUntil
    ? `홍보 수신 동의: ${formatDateInWords(promotionUntil)}까지 유지, 그 전에 확인 메일을 보내 드립니다.`
    : '홍보 수신에 동의하시면 2년 동안 유지되며, 끝나기 전에 계속 받으실지 메일로 여쭙니다.';
}
