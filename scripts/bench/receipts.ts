// Donation receipts' PDFs: `npm run bench` (alone: `npx tsx scripts/bench/receipts.ts`, options
// --receipts 200 --batch 5000). Not part of `npm test`; no test asserts a time.
//
// Draws receipts through the server's own PdfkitReceiptMaker (one worker thread, as the server
// runs it): first `--receipts` single receipts one after another, half for one donation and half
// for a year of 13 lines, and prints p50 and p95 of each (the goal: p95 ≤ 200 ms); then the
// office's real batch (ReceiptBatches, the use case behind 연간 영수증 일괄 발송) over `--batch`
// donors of one year in a fresh SQLite server runtime: each receipt drawn, mailed into the
// outbox and counted in the database, one at a time; prints the total time, the rate and the
// mails' median size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openBenchRuntime } from '../support/bench-runtime';
import { addYearDonors } from '../support/year-donors';
import type { ReceiptDocument, ReceiptLine } from '../../src/domain/donations/receipt';
import { PdfkitReceiptMaker } from '../../server/adapters/pdf/pdfkit-receipt-maker';
import { RECEIPT_PDF_THREADS, RECEIPT_PDFS_WAITING } from '../../server/domain/donations/policies';
import { percentile } from '../support/percentile';

const { values: options } = parseArgs({
  options: {
    receipts: { type: 'string', default: '200' },
    batch: { type: 'string', default: '5000' },
  },
});
const RECEIPTS = Number(options.receipts);
const BATCH = Number(options.batch);

const NAMES = ['김하늘', '박바다', '이구름', '최들판', '정새벽', '강여름', '조가을', '윤겨울'];

function receiptFor(index: number, lines: number): ReceiptDocument {
  const year = 2025;
  const items: ReceiptLine[] = Array.from({ length: lines }, (_, line) => ({
    type: line % 5 === 0 ? '특례기부금' : '일반기부금',
    code: line % 5 === 0 ? '10' : '40',
    category: '금전',
    date: `${year}-${String((line % 12) + 1).padStart(2, '0')}-25`,
    description: line % 3 === 0 ? '개교 100주년 기념기금' : '장학기금',
    amount: 30_000 + (index % 7) * 10_000,
  }));
  return {
    serial: `2026-${String(index + 1).padStart(6, '0')}`,
    reissue: index % 10 === 0,
    issuedOn: '2026-01-15',
    scope: lines === 1 ? { kind: 'donation', donationId: `d${index}` } : { kind: 'year', year },
    donor: {
      name: NAMES[index % NAMES.length] ?? '김하늘',
      identityNumber: '900101-1******',
      address: '서울특별시 종로구 세종대로 175 한빛아파트 101동 1001호',
    },
    issuer: {
      name: '한빛고등학교 총동문회',
      registrationNumber: '101-82-12345',
      address: '서울특별시 종로구 세종대로 175, 한빛빌딩 3층',
      representative: '김한빛',
      legalBasis: '「법인세법 시행령」 제39조제1항제1호',
    },
    lines: items,
    total: items.reduce((sum, item) => sum + item.amount, 0),
  };
}

const maker = new PdfkitReceiptMaker({
  threads: RECEIPT_PDF_THREADS,
  queueLimit: RECEIPT_PDFS_WAITING,
});
try {
  // The thread's first receipt reads the fonts: counted apart.
  let started = performance.now();
  await maker.make(receiptFor(0, 1));
  console.info(
    `first receipt (thread start, fonts read): ${(performance.now() - started).toFixed(0)} ms`,
  );

  for (const lines of [1, 13]) {
    const times: number[] = [];
    for (let index = 0; index < RECEIPTS / 2; index += 1) {
      started = performance.now();
      await maker.make(receiptFor(index, lines));
      times.push(performance.now() - started);
    }
    console.info(
      `${RECEIPTS / 2} receipts of ${lines} line(s): p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
    );
  }
} finally {
  await maker.close();
}

await benchYearBatch(BATCH);

/** The year's batch as the office runs it, over `donors` donors with one gift each. */
async function benchYearBatch(donors: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-bench-'));
  const runtime = await openBenchRuntime(dataDir);
  try {
    const year = new Date().getFullYear() - 1;
    await addYearDonors(runtime, {
      count: donors,
      year,
      prefix: 'bench',
      nameOf: (index) => `${NAMES[index % NAMES.length] ?? '김하늘'}${index}`,
      amountOf: (index) => 100_000 + (index % 9) * 50_000,
      graduationYearOf: (index) => 1990 + (index % 30),
    });
    const batches = runtime.services.receiptBatches;
    const started = performance.now();
    await batches.startReceiptBatch({ id: 'bench-office', ip: null }, year);
    await batches.settled();
    const seconds = (performance.now() - started) / 1000;
    const progress = await batches.receiptBatch(year);
    const outbox = path.join(dataDir, 'outbox');
    const sizes = fs
      .readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => fs.statSync(path.join(outbox, name)).size);
    console.info(
      `the year's batch (ReceiptBatches, SQLite) for ${donors} donors: ${seconds.toFixed(1)} s, ` +
        `${(donors / seconds).toFixed(1)} a second; sent ${progress?.sent}, skipped ` +
        `${progress?.skipped}, failed ${progress?.failed}; median mail ${Math.round(percentile(sizes, 0.5) / 1024)} KiB`,
    );
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
