import { formatDateInWords } from '../../../src/domain/shared/format/date-words';
import {
  consentConfirmationDueAt,
  consentLapsesAt,
  promotionStands,
} from '../../../src/domain/messages';
import { type MailSettings, signature } from '../shared/mail-messages';
import type { Clock, Mailer, Transactions } from '../shared/ports';
import type { AudienceSources, ConsentConfirmationRepository } from './campaigns-port';
import type { ChoiceLinks } from './choice-links';

export interface ConsentConfirmationsDependencies {
  readonly audienceSources: Pick<AudienceSources, 'members' | 'marketingAnswers'>;
  readonly consentConfirmations: ConsentConfirmationRepository;
  readonly choiceLinks: ChoiceLinks;
  readonly mailer: Mailer;
  readonly mailSettings: MailSettings;
  readonly transactions: Transactions;
  readonly clock: Clock;
}

/**
 * The two-yearly question of the marketing consent (issue 32, item 3; 정보통신망법 §50 ⑧, 시행령
 * §62-3): a month before a consent lapses, the member is told they consented and when, and asked
 * by a signed link to keep it; unanswered, it lapses on its day (the audience reads it so: a
 * consent stands two years from when it was given or confirmed). Each consent is asked about
 * once, even with several instances running the schedule.
 */
export class ConsentConfirmations {
  constructor(private readonly deps: ConsentConfirmationsDependencies) {}

  /** Asks every member whose consent's question is due; answers how many were asked. */
  async askDue(): Promise<number> {
    const { audienceSources, clock } = this.deps;
    const now = clock.now();
    const [members, answers] = await Promise.all([
      audienceSources.members(),
      audienceSources.marketingAnswers(),
    ]);
    let asked = 0;
    for (const member of members) {
      const answer = answers.get(member.userId);
      if (!answer || !member.email || !promotionStands(answer, now)) continue;
      const givenAt = new Date(answer.recordedAt);
      if (consentConfirmationDueAt(givenAt).getTime() > now.getTime()) continue;
      const email = member.email;
      const sent = await this.deps.transactions.run(async () => {
        const first = await this.deps.consentConfirmations.markAsked(
          member.userId,
          answer.recordedAt,
          now.toISOString(),
        );
        if (first) await this.deps.mailer.send(this.mail(member.userId, email, givenAt));
        return first;
      });
      if (sent) asked += 1;
    }
    return asked;
  }

  private mail(userId: string, to: string, givenAt: Date) {
    const { mailSettings, choiceLinks } = this.deps;
    const lapses = formatDateInWords(consentLapsesAt(givenAt));
    return {
      to,
      subject: `[${mailSettings.associationName}] 홍보성 정보 수신 동의를 확인해 주세요`,
      text:
        `회원님은 ${formatDateInWords(givenAt)}에 ${mailSettings.associationName}의 홍보성 정보(모금 안내, 제휴 혜택 등) ` +
        '메일·문자를 받기로 동의하셨습니다.\n' +
        '법에 따라 2년마다 이 동의를 확인합니다.\n\n' +
        `계속 받으시려면 ${lapses} 전에 아래 링크에서 "동의 유지"를 눌러 주세요. ` +
        `답하지 않으시면 ${lapses}부터는 홍보성 정보를 보내 드리지 않습니다 ` +
        '(동문회 안내는 그대로 받으십니다).\n\n' +
        `${choiceLinks.confirmationPage(userId)}` +
        signature(mailSettings),
    };
  }
}
