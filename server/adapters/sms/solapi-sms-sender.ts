import { createHmac, randomBytes } from 'node:crypto';
import type { OutgoingText, SmsSender } from '../../application/messages';

export interface SolapiSettings {
  readonly apiKey: string;
  readonly apiSecret: string;
  /** The 발신번호 registered with Solapi, in digits. */
  readonly senderNumber: string;
  /** https://api.solapi.com, or a stand-in's address in tests. */
  readonly apiUrl: string;
}

/** How long one handover may take before it counts as failed (the schedule tries again). */
const REQUEST_TIMEOUT_MS = 15_000;
/** How much of Solapi's answer is kept in an error (the office reads it). */
const ANSWER_KEPT = 200;

interface SolapiAnswer {
  readonly errorCode?: string;
  readonly errorMessage?: string;
  readonly failedMessageList?: readonly {
    readonly statusCode?: string;
    readonly statusMessage?: string;
  }[];
}

/**
 * Texts through Solapi's REST API v4 (issue 32, item 5; docs/decisions.md): one text a request
 * to `POST /messages/v4/send-many/detail`, signed with the account's API key (HMAC-SHA256 of the
 * date and a random salt under the API secret). Solapi answers 200 with the texts it could not
 * take in `failedMessageList` (a number it refuses, a sender number not registered), and an HTTP
 * error with `errorCode` and `errorMessage` for the request as a whole (bad key, no balance):
 * either rejects, with Solapi's codes and words only (never the text), for the schedule to retry
 * and the office to read.
 */
export class SolapiSmsSender implements SmsSender {
  constructor(
    private readonly settings: SolapiSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async deliver(text: OutgoingText, messageId: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}/messages/v4/send-many/detail`, {
        method: 'POST',
        headers: {
          Authorization: this.authorization(),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          messages: [
            {
              to: text.to,
              from: this.settings.senderNumber,
              text: text.body,
              type: text.type,
              ...(text.subject ? { subject: text.subject } : {}),
              // Solapi's console then names the outbox's message a text came from.
              customFields: { outboxId: messageId },
            },
          ],
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`Solapi unreachable: ${reasonOf(error)}`, { cause: error });
    }
    const answer = (await response.json().catch(() => ({}))) as SolapiAnswer;
    if (!response.ok) {
      throw new Error(
        kept(
          `Solapi refused the request (HTTP ${response.status}): ${answer.errorCode ?? 'no code'} ${answer.errorMessage ?? ''}`,
        ),
      );
    }
    const [failed] = answer.failedMessageList ?? [];
    if (failed) {
      throw new Error(
        kept(
          `Solapi refused the text: ${failed.statusCode ?? 'no code'} ${failed.statusMessage ?? ''}`,
        ),
      );
    }
  }

  /** `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=hex(HMAC-SHA256(secret, date + salt))`. */
  private authorization(): string {
    const { apiKey, apiSecret } = this.settings;
    const date = this.now()
      .toISOString()
      .replace(/\.\d{3}Z$/u, 'Z');
    const salt = randomBytes(16).toString('hex');
    const signature = createHmac('sha256', apiSecret)
      .update(date + salt)
      .digest('hex');
    return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
  }
}

function reasonOf(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}

function kept(text: string): string {
  return text.trim().slice(0, ANSWER_KEPT);
}
