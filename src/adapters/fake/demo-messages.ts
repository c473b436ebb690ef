import type { FakeBackend } from './fake-backend';
import { recordFailedMail } from './fake-office-message-api';

/**
 * The demo's outbox (보낸 메일함): a few mails already sent, and one the relay refused to the
 * last attempt (a mistyped domain), for the office to see and send again.
 */
export function seedDemoMessages(backend: FakeBackend): void {
  backend.sendMail({
    to: 'haneul@example.com',
    subject: '[총동문회] 회원 가입이 승인되었습니다',
    text: '김하늘 님, 총동문회 회원 가입이 승인되었습니다. 이제 로그인하실 수 있습니다.',
  });
  backend.sendMail({
    to: 'gureum@example.com',
    subject: '[총동문회] 이메일 인증번호',
    text: '인증번호는 482913입니다. 10분 안에 입력해 주세요.',
  });
  recordFailedMail(
    backend,
    {
      to: 'byeol@exmaple.con',
      subject: '[총동문회] 기부금영수증을 보내 드립니다',
      text: '기부금영수증을 보내 드립니다.',
    },
    '550 5.1.1 수신 서버를 찾을 수 없습니다 (exmaple.con)',
  );
}
