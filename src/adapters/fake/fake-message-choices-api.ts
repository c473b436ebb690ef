import { inject, injectable } from 'inversify';
import type {
  LinkChoices,
  MemberMessageChoices,
  MessageChoicesApi,
  WantedChoices,
} from '../../application/messages';
import { CONSENT_VERSIONS } from '../../domain/accounts/consent-versions';
import {
  CHOICE_LINK_INVALID,
  type ChoiceChange,
  type ChoiceSource,
  changedTopics,
  choicesOf,
  type MessageChoices,
} from '../../domain/messages/message-choices';
import { maskedEmail } from '../../domain/payments';
import { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import { FakeOfficeAudit } from './fake-office-audit';

/**
 * What members receive, in the fake backend, by the server's rules: 안내 changes kept with where
 * they were made; 홍보 is the marketing consent of /me (the same `consents`), given, withdrawn or
 * confirmed there. A link is `<member in base64url>.<signature>`, signed with the fake's own key.
 */
@injectable()
export class FakeMessageChoicesApi implements MessageChoicesApi {
  private readonly office: FakeOfficeAudit;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.office = new FakeOfficeAudit(backend);
  }

  async myMessageChoices(): Promise<MessageChoices> {
    return this.standing(this.backend.requireAccount().profile.userId);
  }

  async changeMyMessageChoices(wanted: WantedChoices): Promise<MessageChoices> {
    return this.change(this.backend.requireAccount().profile.userId, wanted, 'me');
  }

  async linkMessageChoices(link: string): Promise<LinkChoices> {
    const userId = this.memberOfLink(link);
    const email = this.backend.accounts.get(userId)?.profile.email;
    return { ...this.standing(userId), email: email ? maskedEmail(email) : null };
  }

  async changeLinkMessageChoices(link: string, wanted: WantedChoices): Promise<MessageChoices> {
    return this.change(this.memberOfLink(link), wanted, 'link');
  }

  /** As the server: the consent given again now, standing two more years from today. */
  async confirmPromotion(link: string): Promise<MessageChoices> {
    const userId = this.memberOfLink(link);
    this.answerMarketing(userId, true);
    return this.standing(userId);
  }

  async memberMessageChoices(userId: string): Promise<MemberMessageChoices> {
    this.office.requireAdministrator();
    const promotion = this.marketingAnswers(userId).map((answer): ChoiceChange => ({
      topic: 'promotion',
      receives: answer.agreed,
      source: null,
      recordedAt: answer.recordedAt,
    }));
    const changes = [...(this.backend.messageChoiceChanges.get(userId) ?? []), ...promotion].sort(
      (a, b) => b.recordedAt.localeCompare(a.recordedAt),
    );
    return { choices: this.standing(userId), changes };
  }

  private change(userId: string, wanted: WantedChoices, source: ChoiceSource): MessageChoices {
    const recordedAt = this.backend.clock.now().toISOString();
    for (const { topic, receives } of changedTopics(this.standing(userId), wanted)) {
      if (topic === 'promotion') {
        this.answerMarketing(userId, receives);
      } else {
        const before = this.backend.messageChoiceChanges.get(userId) ?? [];
        const change: ChoiceChange = { topic, receives, source, recordedAt };
        this.backend.messageChoiceChanges.set(userId, [...before, change]);
      }
    }
    return this.standing(userId);
  }

  private standing(userId: string): MessageChoices {
    return standingChoicesOf(this.backend, userId);
  }

  private marketingAnswers(userId: string) {
    return marketingAnswersOf(this.backend, userId);
  }

  private answerMarketing(userId: string, agreed: boolean): void {
    const history = this.backend.consents.get(userId) ?? [];
    const answer = {
      kind: 'marketing' as const,
      version: CONSENT_VERSIONS.marketing,
      agreed,
      recordedAt: this.backend.clock.now().toISOString(),
    };
    this.backend.consents.set(userId, [...history, answer]);
  }

  /** The member a link names; a forged, garbled or withdrawn member's link is refused alike. */
  private memberOfLink(link: string): string {
    const [encoded, signature, extra] = link.split('.');
    const userId = encoded && extra === undefined ? fromBase64Url(encoded) : null;
    const account = userId ? this.backend.accounts.get(userId) : undefined;
    if (!userId || signature !== signatureOf(userId) || !account) {
      throw refusal('invalidInput', CHOICE_LINK_INVALID);
    }
    if (account.profile.status === 'withdrawn') throw refusal('invalidInput', CHOICE_LINK_INVALID);
    return userId;
  }
}

/** What the member receives as it stands (소식 보내기's audiences read it too). */
export function standingChoicesOf(backend: FakeBackend, userId: string): MessageChoices {
  return choicesOf(
    backend.messageChoiceChanges.get(userId) ?? [],
    marketingAnswersOf(backend, userId).at(-1) ?? null,
    backend.clock.now(),
  );
}

function marketingAnswersOf(backend: FakeBackend, userId: string) {
  return (backend.consents.get(userId) ?? []).filter((consent) => consent.kind === 'marketing');
}

/** The fake's signed link of a member (the demo's mails and the port tests use it). */
export function fakeChoiceLink(userId: string): string {
  return `${toBase64Url(userId)}.${signatureOf(userId)}`;
}

/** The fake's key: a pretend server's, so only a keyed digest of it, not a secret. */
const FAKE_LINK_KEY = 'fake-message-choices';

/** Two rounds of 32-bit FNV-1a over key and member: enough to tell a forged link. */
function signatureOf(userId: string): string {
  let hash = 0x811c9dc5;
  let digest = '';
  for (const round of ['a', 'b']) {
    for (const char of `${FAKE_LINK_KEY}:${round}:${userId}`) {
      hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
    }
    digest += hash.toString(36).padStart(7, '0');
  }
  return digest;
}

function toBase64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/u, '');
}

function fromBase64Url(encoded: string): string | null {
  try {
    const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}
