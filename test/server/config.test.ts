import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, readServerConfig } from '../../server/config';

const ROOT = '/srv/alumni';

describe('server configuration', () => {
  it('has safe single-machine defaults', () => {
    expect(readServerConfig({}, ROOT)).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(ROOT, 'data'),
      databaseUrl: null,
      smtpUrl: null,
      mailFrom: '"한빛고등학교 총동문회" <no-reply@localhost>',
      // 소식 보내기's pace to the relay, and how 홍보's footer says to reach the office.
      mailPerMinute: 300,
      senderContact: '02-1234-5678 · 서울특별시 종로구 세종대로 175, 한빛빌딩 3층',
      publicOrigin: 'http://localhost:8080',
      associationName: '한빛고등학교 총동문회',
      receiptIssuer: {
        name: '한빛고등학교 총동문회',
        registrationNumber: '101-82-12345',
        address: '서울특별시 종로구 세종대로 175, 한빛빌딩 3층',
        representative: '박정우',
        legalBasis: '「법인세법 시행령」 제39조제1항제1호',
      },
      residentNumberKeys: [],
      faxEmailGateway: null,
      // No Solapi keys: texts go to the sandbox directory; 홍보 texts need a refusal number.
      texts: { solapi: null, refusalNumber: null },
      // No payment keys: the sandbox (테스트 결제), with the demo's own account.
      payments: { provider: 'sandbox' },
      donationAccount: {
        bank: '한빛은행',
        accountNumber: '123-456-789012',
        holderName: '총동문회 장학기금',
      },
      jwtSecret: null,
      secondFactorKey: null,
      passwordHashCost: 17,
      // Half the CPUs hash passwords, four sign-ins wait per thread.
      passwordHashThreads: Math.max(1, Math.floor(os.availableParallelism() / 2)),
      passwordHashQueue: 4 * Math.max(1, Math.floor(os.availableParallelism() / 2)),
      fileMaxBytes: 10 * 1024 * 1024,
      receiptBatchTakeoverSeconds: 120,
      rateLimit: true,
      seedDemoData: true,
      trustProxy: false,
      logLevel: 'info',
      serveSpa: true,
      spaDir: path.join(ROOT, 'dist'),
      renderPages: true,
      kakaoMapKey: false,
      productSegment: 'association',
    });
  });

  it('reads every variable', () => {
    const config = readServerConfig(
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/alumni',
        DATABASE_URL: 'postgres://alumni@db/alumni',
        SMTP_URL: 'smtps://user:pass@smtp.example.org',
        MAIL_FROM: 'office@example.org',
        PUBLIC_ORIGIN: 'https://alumni.example.org/',
        ASSOCIATION_NAME: '새빛중학교 총동창회',
        ASSOCIATION_REGISTRATION_NUMBER: '202-82-54321',
        VITE_ASSOCIATION_ADDRESS: '부산광역시 중구 중앙대로 1',
        ASSOCIATION_REPRESENTATIVE: '박새빛',
        RECEIPT_LEGAL_BASIS: '「소득세법」 제34조제3항제1호',
        RESIDENT_NUMBER_KEYS: `${'n'.repeat(32)}, ${'o'.repeat(40)}`,
        FAX_EMAIL_GATEWAY: '{number}@fax.example.net',
        JWT_SECRET: 's'.repeat(32),
        SECOND_FACTOR_KEY: 'k'.repeat(32),
        PASSWORD_HASH_COST: '18',
        PASSWORD_HASH_THREADS: '3',
        PASSWORD_HASH_QUEUE: '0',
        FILE_MAX_BYTES: '2048',
        RECEIPT_BATCH_TAKEOVER_SECONDS: '5',
        RATE_LIMIT: 'off',
        SEED_DEMO_DATA: 'false',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        SERVE_SPA: 'no',
        SPA_DIR: 'build',
        RENDER_PAGES: 'false',
        VITE_KAKAO_MAP_KEY: 'abc123',
        VITE_PRODUCT_SEGMENT: 'hanbit',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/alumni',
      databaseUrl: 'postgres://alumni@db/alumni',
      smtpUrl: 'smtps://user:pass@smtp.example.org',
      mailFrom: 'office@example.org',
      publicOrigin: 'https://alumni.example.org',
      associationName: '새빛중학교 총동창회',
      // The server's own variable, else the SPA's of the same name.
      receiptIssuer: {
        name: '새빛중학교 총동창회',
        registrationNumber: '202-82-54321',
        address: '부산광역시 중구 중앙대로 1',
        representative: '박새빛',
        legalBasis: '「소득세법」 제34조제3항제1호',
      },
      residentNumberKeys: ['n'.repeat(32), 'o'.repeat(40)],
      faxEmailGateway: '{number}@fax.example.net',
      secondFactorKey: 'k'.repeat(32),
      passwordHashCost: 18,
      passwordHashThreads: 3,
      passwordHashQueue: 0,
      fileMaxBytes: 2048,
      receiptBatchTakeoverSeconds: 5,
      rateLimit: false,
      seedDemoData: false,
      trustProxy: 1,
      logLevel: 'warn',
      serveSpa: false,
      spaDir: path.join(ROOT, 'build'),
      renderPages: false,
      kakaoMapKey: true,
      productSegment: 'hanbit',
    });
  });

  it('online giving: Toss with both keys, none in production without them, an own account of three parts', () => {
    const toss = readServerConfig(
      {
        PAYMENTS_CLIENT_KEY: 'live_ck_abc',
        PAYMENTS_SECRET_KEY: 'live_sk_abc',
        NODE_ENV: 'production',
        DONATION_ACCOUNT_BANK: '국민은행',
        DONATION_ACCOUNT_NUMBER: '123-45-6789',
        DONATION_ACCOUNT_HOLDER: '한빛고총동문회',
      },
      ROOT,
    );
    expect(toss.payments).toMatchObject({ provider: 'toss', clientKey: 'live_ck_abc' });
    expect(toss.donationAccount).toEqual({
      bank: '국민은행',
      accountNumber: '123-45-6789',
      holderName: '한빛고총동문회',
    });
    // The sandbox takes no money: production refuses it unless told, and offers no demo account.
    expect(() => readServerConfig({ NODE_ENV: 'production' }, ROOT)).toThrow(/PAYMENTS_SANDBOX=1/u);
    const off = readServerConfig({ NODE_ENV: 'production', PAYMENTS_ONLINE: 'off' }, ROOT);
    expect(off.payments).toEqual({ provider: 'off' });
    expect(off.donationAccount).toBeNull();
  });

  it('texts: Solapi with its three settings, the sender number in digits (issue 32, item 5)', () => {
    const config = readServerConfig(
      {
        SOLAPI_API_KEY: 'NCSKEY',
        SOLAPI_API_SECRET: 'secret',
        SMS_SENDER_NUMBER: '02-123-4567',
        SMS_REFUSAL_NUMBER: '080-123-4567',
      },
      ROOT,
    );
    expect(config.texts).toEqual({
      solapi: {
        apiKey: 'NCSKEY',
        apiSecret: 'secret',
        senderNumber: '021234567',
        apiUrl: 'https://api.solapi.com',
      },
      refusalNumber: '080-123-4567',
    });
  });

  it('names the variable that is wrong', () => {
    const wrong: Record<string, string>[] = [
      { PORT: '0' },
      { PORT: 'eighty' },
      { DATABASE_URL: 'mysql://db' },
      { SMTP_URL: 'http://mail' },
      { JWT_SECRET: 'short' },
      { SECOND_FACTOR_KEY: 'short' },
      { RESIDENT_NUMBER_KEYS: `${'k'.repeat(32)},short` },
      { FAX_EMAIL_GATEWAY: 'fax@example.net' },
      { LOG_LEVEL: 'loud' },
      { PUBLIC_ORIGIN: 'alumni.example.org' },
      { PASSWORD_HASH_COST: '9' },
      { PASSWORD_HASH_THREADS: '0' },
      { PASSWORD_HASH_QUEUE: 'many' },
      { RATE_LIMIT: 'sometimes' },
      { VITE_PRODUCT_SEGMENT: 'admin' },
      { PAYMENTS_CLIENT_KEY: 'test_ck_abc' },
      { PAYMENTS_ONLINE: 'maybe' },
      { DONATION_ACCOUNT_BANK: '한빛은행' },
      { SOLAPI_API_KEY: 'NCSKEY' },
      { SMS_REFUSAL_NUMBER: '02-123-4567' },
      { SMS_SENDER_NUMBER: 'abc', SOLAPI_API_KEY: 'NCSKEY', SOLAPI_API_SECRET: 'secret' },
      {
        SOLAPI_API_URL: 'ftp://solapi',
        SOLAPI_API_KEY: 'NCSKEY',
        SOLAPI_API_SECRET: 'secret',
        SMS_SENDER_NUMBER: '0212345678',
      },
      {
        DONATION_ACCOUNT_NUMBER: 'abc',
        DONATION_ACCOUNT_BANK: '한빛은행',
        DONATION_ACCOUNT_HOLDER: '총동문회',
      },
    ];
    for (const environment of wrong) {
      const [variable] = Object.keys(environment);
      expect(() => readServerConfig(environment, ROOT), variable).toThrow(ConfigurationError);
      expect(() => readServerConfig(environment, ROOT), variable).toThrow(variable);
    }
  });
});
