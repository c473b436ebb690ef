import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_KEY = 'NCSTESTKEY000001';
export const STAND_IN_SECRET = 'stand-in-secret-0123456789abcdefghijklmnopqrstu';

/** A text the stand-in took, as Solapi's send-many/detail takes it. */
export interface ReceivedText {
  readonly to: string;
  readonly from: string;
  readonly text: string;
  readonly type: string;
  readonly subject?: string;
  readonly customFields?: Readonly<Record<string, string>>;
}

export interface SolapiStandIn {
  /** The address to give as SOLAPI_API_URL. */
  readonly url: string;
  received(): readonly ReceivedText[];
  /**
   * What it answers next: taking the texts; refusing each text as Solapi reports one it cannot
   * take (200, failedMessageList); or refusing the request (HTTP error, errorCode).
   */
  answer(mode: 'accept' | 'refuse-text' | 'no-balance'): void;
  close(): Promise<void>;
}

/**
 * A stand-in for Solapi's REST API v4 on loopback (docs.solapi.com, authentication/api-key and
 * messages/send-many): `POST /messages/v4/send-many/detail`, checking the HMAC-SHA256
 * authorization as Solapi does (the date within 15 minutes, a salt of 12–64 bytes, a signature
 * used once, hex HMAC of date + salt under the secret), and the body's messages.
 */
export async function startSolapiStandIn(port = 0): Promise<SolapiStandIn> {
  const texts: ReceivedText[] = [];
  const signatures = new Set<string>();
  let mode: 'accept' | 'refuse-text' | 'no-balance' = 'accept';
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/messages/v4/send-many/detail') {
        return reply(404, { errorCode: 'NotFound', errorMessage: 'Not found' });
      }
      const refused = authorizationRefused(request.headers.authorization ?? '', signatures);
      if (refused) return reply(401, { errorCode: refused, errorMessage: refused });
      let messages: ReceivedText[];
      try {
        messages = (
          JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: ReceivedText[] }
        ).messages;
      } catch {
        return reply(400, { errorCode: 'ValidationError', errorMessage: 'JSON' });
      }
      if (
        !Array.isArray(messages) ||
        messages.some((each) => !each.to || !each.from || !each.text)
      ) {
        return reply(400, { errorCode: 'ValidationError', errorMessage: 'messages' });
      }
      if (mode === 'no-balance') {
        return reply(402, { errorCode: 'NotEnoughBalance', errorMessage: '잔액이 부족합니다.' });
      }
      if (mode === 'refuse-text') {
        return reply(200, {
          failedMessageList: messages.map((each) => ({
            to: each.to,
            from: each.from,
            type: each.type,
            country: '82',
            messageId: '',
            statusCode: '1062',
            statusMessage: '발신번호 미등록',
            accountId: 'stand-in',
          })),
          groupInfo: { count: { total: messages.length, registeredFailed: messages.length } },
        });
      }
      texts.push(...messages);
      return reply(200, {
        failedMessageList: [],
        groupInfo: { count: { total: messages.length, registeredSuccess: messages.length } },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    received: () => [...texts],
    answer: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Solapi's checks of the Authorization header: null when it holds, else the error's code. */
function authorizationRefused(header: string, used: Set<string>): string | null {
  const match =
    /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]{64})$/u.exec(
      header,
    );
  if (!match) return 'InvalidAuthorizationHeader';
  const [, apiKey = '', date = '', salt = '', signature = ''] = match;
  if (apiKey !== STAND_IN_KEY) return 'InvalidApiKey';
  const at = Date.parse(date);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/u.test(date) || Number.isNaN(at)) {
    return 'InvalidDateFormat';
  }
  if (Math.abs(Date.now() - at) > 15 * 60_000) return 'RequestTimeTooSkewed';
  if (salt.length < 12 || salt.length > 64) return 'InvalidSalt';
  const expected = createHmac('sha256', STAND_IN_SECRET)
    .update(date + salt)
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'SignatureDoesNotMatch';
  if (used.has(signature)) return 'DuplicatedSignature';
  used.add(signature);
  return null;
}
