import { endpoint } from '../../shared/endpoint';

/** The office's calls of events (issue 33, items 5 and 7): loaded with the console. */
export const OFFICE_EVENTS_ENDPOINTS = {
  officeEvents: endpoint({
    method: 'GET',
    path: '/api/admin/events',
    access: 'admin',
    tag: 'admin',
    summary: '행사 목록(작성 중 포함)과 각 행사의 신청·대기·참석 수.',
  }),
  officeEvent: endpoint({
    method: 'GET',
    path: '/api/admin/events/:eventId',
    access: 'admin',
    tag: 'admin',
    summary: '행사 한 건(편집 양식의 값과 현재 인원).',
  }),
  createEvent: endpoint({
    method: 'POST',
    path: '/api/admin/events',
    access: 'admin',
    tag: 'admin',
    summary: '새 행사(작성 중으로 저장, 감사 기록).',
  }),
  updateEvent: endpoint({
    method: 'PUT',
    path: '/api/admin/events/:eventId',
    access: 'admin',
    tag: 'admin',
    summary: '행사 수정(원하면 신청자에게 변경 안내 메일, 감사 기록).',
  }),
  publishEvent: endpoint({
    method: 'POST',
    path: '/api/admin/events/:eventId/publish',
    access: 'admin',
    tag: 'admin',
    summary: '행사 공개(신청 받기 시작).',
  }),
  closeEvent: endpoint({
    method: 'POST',
    path: '/api/admin/events/:eventId/close',
    access: 'admin',
    tag: 'admin',
    summary: '신청 마감(행사는 계속 공개).',
  }),
  cancelEvent: endpoint({
    method: 'POST',
    path: '/api/admin/events/:eventId/cancel',
    access: 'admin',
    tag: 'admin',
    summary: '행사 취소: 모든 신청 취소, 결제한 참가비 환불, 신청자에게 안내 메일.',
  }),
  eventAttendees: endpoint({
    method: 'GET',
    path: '/api/admin/events/:eventId/attendees',
    access: 'admin',
    tag: 'admin',
    summary:
      '신청자 명단(상태·결제·참석 필터, 이름·연락처·기수 검색)과 기수별 참석(개인정보 접속기록).',
  }),
  exportEventAttendees: endpoint({
    method: 'GET',
    path: '/api/admin/events/:eventId/attendees/export',
    access: 'admin',
    binary: true,
    tag: 'admin',
    summary: '신청자 명단(XLSX) 내려받기(감사 기록, 개인정보 접속기록).',
  }),
  checkInAttendee: endpoint({
    method: 'POST',
    path: '/api/admin/events/:eventId/check-in',
    access: 'admin',
    tag: 'admin',
    summary:
      '입장 확인(QR로 읽은 값 또는 신청 번호). 한 번만 기록되고, 두 번째는 이미 확인됨으로 답합니다.',
  }),
  checkInCount: endpoint({
    method: 'GET',
    path: '/api/admin/events/:eventId/check-in',
    access: 'admin',
    tag: 'admin',
    summary: '지금의 입장 인원(입장 확인 화면이 몇 초마다 읽습니다).',
  }),
  officeCancelRegistration: endpoint({
    method: 'POST',
    path: '/api/admin/events/registrations/:registrationId/cancel',
    access: 'admin',
    tag: 'admin',
    summary: '사무국이 신청을 취소합니다(원하면 환불; 대기자 자동 확정, 감사 기록).',
  }),
  recordDoorPayment: endpoint({
    method: 'POST',
    path: '/api/admin/events/registrations/:registrationId/door-payment',
    access: 'admin',
    tag: 'admin',
    summary: '현장에서 받은 참가비를 기록합니다(감사 기록).',
  }),
} as const;
