import { CONSENT_KINDS, type ConsentKind, REQUIRED_CONSENTS } from './consent-versions';

/**
 * A member's consents as they stand: each kind's last answer (sign-up's, or a later change),
 * with the version of the text and when it was given or withdrawn. Every change is a new answer
 * kept beside the earlier ones; the last one counts.
 */
export interface ConsentAnswer {
  readonly kind: ConsentKind;
  readonly version: string;
  readonly agreed: boolean;
  /** ISO 8601 instant of the answer. */
  readonly recordedAt: string;
}

export interface ConsentState extends ConsentAnswer {
  readonly required: boolean;
}

/** The consents a member may withdraw on their own (/me): those sign-up did not require. */
export const OPTIONAL_CONSENTS: readonly ConsentKind[] = CONSENT_KINDS.filter(
  (kind) => !REQUIRED_CONSENTS.includes(kind),
);

/** How /me and the office's member page name each consent. */
export const CONSENT_LABELS: Readonly<Record<ConsentKind, string>> = {
  terms: '이용약관',
  privacy: '개인정보 수집·이용',
  marketing: '마케팅 정보 수신(이메일·문자)',
};

/** The refusal to withdraw a required consent: only withdrawing from the site ends those. */
export const REQUIRED_CONSENT_REFUSAL =
  '이용약관과 개인정보 수집·이용 동의는 따로 철회할 수 없습니다. 철회하시려면 회원 탈퇴를 해 주세요.';

export const NOT_A_CONSENT = '바꿀 수 있는 동의 항목이 아닙니다.';

/**
 * Each kind's last answer, in the order of CONSENT_KINDS; a kind never answered (an account
 * made by the office) is left out. `history` in any order.
 */
export function currentConsentsOf(history: readonly ConsentAnswer[]): ConsentState[] {
  const last = new Map<ConsentKind, ConsentAnswer>();
  for (const answer of history) {
    const before = last.get(answer.kind);
    if (!before || before.recordedAt <= answer.recordedAt) last.set(answer.kind, answer);
  }
  return CONSENT_KINDS.flatMap((kind) => {
    const answer = last.get(kind);
    return answer
      ? [
          {
            kind,
            version: answer.version,
            agreed: answer.agreed,
            recordedAt: answer.recordedAt,
            required: REQUIRED_CONSENTS.includes(kind),
          },
        ]
      : [];
  });
}
