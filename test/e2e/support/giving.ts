import type { Page } from 'playwright-core';
import type { MovableClock } from '../../server/support/test-server';

/** A phone's window, the width issue 31's screens are checked at. */
export const PHONE = { width: 360, height: 740 } as const;

/** The year (Korea) of `moment`. */
export function koreanYear(moment: Date): number {
  return Number(moment.toLocaleString('en-CA', { timeZone: 'Asia/Seoul' }).slice(0, 4));
}

/** The public figures' total for a year (기부 현황), read as the site's pages read it. */
export async function yearTotal(page: Page, year = koreanYear(new Date())): Promise<number> {
  const answer = await page.request.get(`/api/public/donations/year?year=${year}`);
  return ((await answer.json()) as { data: { totalAmount: number } }).data.totalAmount;
}

/**
 * Moves the server's clock to noon in Korea on the given day of the month `months` after the
 * clock's current Korean month (a fixed day, whatever day the suite runs on).
 */
export function advanceToKoreanDay(clock: MovableClock, months: number, day: number): void {
  const now = clock.now();
  const korea = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  // Noon in Korea is 03:00 UTC.
  const target = Date.UTC(korea.getUTCFullYear(), korea.getUTCMonth() + months, day, 3);
  if (target <= now.getTime()) throw new Error('the clock only moves forward');
  clock.advance(target - now.getTime());
}

/** 기부하기's last steps before paying: the payment method (its radio's label) and both consents. */
export async function chooseMethodAndAgree(page: Page, method = /^신용·체크카드/u): Promise<void> {
  await page.getByRole('radio', { name: method }).check();
  await page.getByLabel('결제 및 기부 안내에 동의합니다. (필수)').check();
  await page.getByLabel('개인정보 수집·이용에 동의합니다. (필수)').check();
}
