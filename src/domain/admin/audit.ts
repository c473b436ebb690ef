/**
 * The administrators' audit log: what each administrator did, to whom, and how it ended. Every
 * admin use case records through `audited` (server/application/admin/audited.ts) under one of
 * these names, `<subject>.<verb>`.
 */
export const AUDIT_ACTIONS = {
  listMembers: 'member.list',
  approveMember: 'member.approve',
  rejectMember: 'member.reject',
  viewMember: 'member.view',
  lockMember: 'member.lock',
  unlockMember: 'member.unlock',
  sendPasswordReset: 'member.password-reset',
  withdrawMember: 'member.withdraw',
  grantAdministrator: 'member.grant-admin',
  revokeAdministrator: 'member.revoke-admin',
  viewAuditLog: 'audit.view',
  exportAuditLog: 'audit.export',
  viewAccessRecords: 'access-records.view',
  createNotice: 'notice.create',
  updateNotice: 'notice.update',
  deleteNotice: 'notice.delete',
  updateSitePage: 'page.update',
  uploadSiteImage: 'image.upload',
  createAlbum: 'album.create',
  updateAlbum: 'album.update',
  deleteAlbum: 'album.delete',
  updateTimeline: 'timeline.update',
  updatePastPresidents: 'presidents.update',
  updateOrganizationChart: 'organization.update',
  approveCompany: 'company.approve',
  rejectCompany: 'company.reject',
  createLibraryDocument: 'library.create',
  updateLibraryDocument: 'library.update',
  deleteLibraryDocument: 'library.delete',
  saveDonationFund: 'fund.save',
  listDonors: 'donor.list',
  createDonor: 'donor.create',
  updateDonor: 'donor.update',
  listDonations: 'donation.list',
  recordDonation: 'donation.record',
  correctDonation: 'donation.correct',
  cancelDonation: 'donation.cancel',
  recordScholarship: 'scholarship.record',
  deleteScholarship: 'scholarship.delete',
  saveDisclosure: 'disclosure.save',
  importDonations: 'donation.import',
  cancelReceipt: 'receipt.cancel',
  reissueReceipt: 'receipt.reissue',
  downloadReceipt: 'receipt.download',
  exportReceiptRegister: 'receipt.export',
  startReceiptBatch: 'receipt.batch',
  printDonorReceipt: 'receipt.print',
  faxDonorReceipt: 'receipt.fax',
  downloadQueuedFax: 'fax.download',
  finishQueuedFax: 'fax.done',
  setDuesAmount: 'dues.set',
  exportDues: 'dues.export',
  changePaymentState: 'payment.state',
  listPledges: 'pledge.list',
  retryMessage: 'message.retry',
  sendCampaign: 'message.campaign',
  testCampaign: 'message.test',
  cancelCampaign: 'message.cancel',
  createEvent: 'event.create',
  updateEvent: 'event.update',
  publishEvent: 'event.publish',
  closeEvent: 'event.close',
  cancelEvent: 'event.cancel',
  listEventAttendees: 'event.attendees',
  exportEventAttendees: 'event.export',
  checkInAttendee: 'event.check-in',
  cancelEventRegistration: 'event.registration-cancel',
  recordDoorPayment: 'event.door-payment',
} as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/**
 * The actions that change something or take data out (not those that only look): what the
 * console's home lists as the last administrator actions.
 */
export const AUDIT_CHANGING_ACTIONS: readonly AuditAction[] = [
  AUDIT_ACTIONS.approveMember,
  AUDIT_ACTIONS.rejectMember,
  AUDIT_ACTIONS.lockMember,
  AUDIT_ACTIONS.unlockMember,
  AUDIT_ACTIONS.sendPasswordReset,
  AUDIT_ACTIONS.withdrawMember,
  AUDIT_ACTIONS.grantAdministrator,
  AUDIT_ACTIONS.revokeAdministrator,
  AUDIT_ACTIONS.exportAuditLog,
  AUDIT_ACTIONS.createNotice,
  AUDIT_ACTIONS.updateNotice,
  AUDIT_ACTIONS.deleteNotice,
  AUDIT_ACTIONS.updateSitePage,
  AUDIT_ACTIONS.uploadSiteImage,
  AUDIT_ACTIONS.createAlbum,
  AUDIT_ACTIONS.updateAlbum,
  AUDIT_ACTIONS.deleteAlbum,
  AUDIT_ACTIONS.updateTimeline,
  AUDIT_ACTIONS.updatePastPresidents,
  AUDIT_ACTIONS.updateOrganizationChart,
  AUDIT_ACTIONS.approveCompany,
  AUDIT_ACTIONS.rejectCompany,
  AUDIT_ACTIONS.createLibraryDocument,
  AUDIT_ACTIONS.updateLibraryDocument,
  AUDIT_ACTIONS.deleteLibraryDocument,
  AUDIT_ACTIONS.saveDonationFund,
  AUDIT_ACTIONS.createDonor,
  AUDIT_ACTIONS.updateDonor,
  AUDIT_ACTIONS.recordDonation,
  AUDIT_ACTIONS.correctDonation,
  AUDIT_ACTIONS.cancelDonation,
  AUDIT_ACTIONS.recordScholarship,
  AUDIT_ACTIONS.deleteScholarship,
  AUDIT_ACTIONS.saveDisclosure,
  AUDIT_ACTIONS.importDonations,
  AUDIT_ACTIONS.cancelReceipt,
  AUDIT_ACTIONS.reissueReceipt,
  AUDIT_ACTIONS.downloadReceipt,
  AUDIT_ACTIONS.exportReceiptRegister,
  AUDIT_ACTIONS.startReceiptBatch,
  AUDIT_ACTIONS.printDonorReceipt,
  AUDIT_ACTIONS.faxDonorReceipt,
  AUDIT_ACTIONS.downloadQueuedFax,
  AUDIT_ACTIONS.finishQueuedFax,
  AUDIT_ACTIONS.setDuesAmount,
  AUDIT_ACTIONS.exportDues,
  AUDIT_ACTIONS.retryMessage,
  AUDIT_ACTIONS.sendCampaign,
  AUDIT_ACTIONS.cancelCampaign,
  AUDIT_ACTIONS.createEvent,
  AUDIT_ACTIONS.updateEvent,
  AUDIT_ACTIONS.publishEvent,
  AUDIT_ACTIONS.closeEvent,
  AUDIT_ACTIONS.cancelEvent,
  AUDIT_ACTIONS.exportEventAttendees,
  AUDIT_ACTIONS.cancelEventRegistration,
  AUDIT_ACTIONS.recordDoorPayment,
];

/** How many of the last actions the console's home shows. */
export const RECENT_ADMIN_ACTIONS = 10;

/** How the office reads each action (the CSV's 작업 column). */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'member.list': '회원 목록 조회',
  'member.approve': '가입 승인',
  'member.reject': '가입 거절',
  'member.view': '회원 정보 조회',
  'member.lock': '이용 정지',
  'member.unlock': '이용 정지 해제',
  'member.password-reset': '비밀번호 재설정 메일 발송',
  'member.withdraw': '사무국 탈퇴 처리',
  'member.grant-admin': '관리자 권한 부여',
  'member.revoke-admin': '관리자 권한 해제',
  'audit.view': '감사 기록 조회',
  'audit.export': '감사 기록 내려받기',
  'access-records.view': '개인정보 접속기록 점검',
  'notice.create': '공지사항 등록',
  'notice.update': '공지사항 수정',
  'notice.delete': '공지사항 삭제',
  'page.update': '소개 페이지 수정',
  'image.upload': '사진 올리기',
  'album.create': '앨범 만들기',
  'album.update': '앨범 수정',
  'album.delete': '앨범 삭제',
  'timeline.update': '연혁 수정',
  'presidents.update': '역대 회장 수정',
  'organization.update': '조직도 수정',
  'company.approve': '동문 기업 승인',
  'company.reject': '동문 기업 반려',
  'library.create': '자료실 자료 등록',
  'library.update': '자료실 자료 수정',
  'library.delete': '자료실 자료 삭제',
  'fund.save': '기금 저장',
  'donor.list': '기부자 조회',
  'donor.create': '기부자 등록',
  'donor.update': '기부자 수정',
  'donation.list': '기부 내역 조회',
  'donation.record': '기부 입력',
  'donation.correct': '기부 정정',
  'donation.cancel': '기부 취소',
  'scholarship.record': '장학금 지급 입력',
  'scholarship.delete': '장학금 지급 기록 삭제',
  'disclosure.save': '기부금 공개 저장',
  'donation.import': '은행 거래내역 가져오기',
  'receipt.cancel': '기부금영수증 취소',
  'receipt.reissue': '기부금영수증 재발급(전자우편)',
  'receipt.download': '기부금영수증 내려받기',
  'receipt.export': '기부금영수증 발급명세 내려받기',
  'receipt.batch': '연간 기부금영수증 일괄 발송',
  'receipt.print': '기부금영수증 발급(우편용 PDF)',
  'receipt.fax': '기부금영수증 팩스 발송',
  'fax.download': '팩스 대기 영수증 내려받기',
  'fax.done': '팩스 대기 영수증 보냄 처리',
  'dues.set': '회비 금액 정하기',
  'dues.export': '회비 납부 명단 내려받기',
  'payment.state': '결제 상태 변경',
  'pledge.list': '매월 기부 약정 조회',
  'message.retry': '메일 다시 보내기',
  'message.campaign': '소식 보내기',
  'message.test': '소식 시험 발송',
  'message.cancel': '예약 발송 취소',
  'event.create': '행사 만들기',
  'event.update': '행사 수정',
  'event.publish': '행사 공개',
  'event.close': '행사 신청 마감',
  'event.cancel': '행사 취소',
  'event.attendees': '행사 신청자 명단 조회',
  'event.export': '행사 신청자 명단 내려받기',
  'event.check-in': '행사 입장 확인',
  'event.registration-cancel': '행사 신청 취소(사무국)',
  'event.door-payment': '행사 현장 결제 기록',
};

/**
 * Names written before an action had its code in AUDIT_ACTIONS (the access records of the
 * receipt register's export said `receipt.register.export <year>`), read as the code they mean.
 */
const EARLIER_ACTION_NAMES: Readonly<Record<string, AuditAction>> = {
  'receipt.register.export': AUDIT_ACTIONS.exportReceiptRegister,
};

/** An action's Korean name; the name itself when it has none (an action of a later version). */
export function auditActionLabel(action: string): string {
  const code = EARLIER_ACTION_NAMES[action] ?? action;
  return (AUDIT_ACTION_LABELS as Readonly<Record<string, string>>)[code] ?? action;
}

/**
 * What an access record's detail keeps: the action's code, then a note if any (`receipt.export
 * 2025`), so that the review names the action in Korean however its label changes later.
 */
export function accessDetailOf(action: AuditAction, note?: string | null): string {
  const trimmed = note?.trim();
  return trimmed ? `${action} ${trimmed}` : action;
}

/** An access record's detail as the office reads it: 기부금영수증 발급명세 내려받기 (2025). */
export function accessDetailLabel(detail: string | null): string | null {
  if (detail === null) return null;
  const [code = '', ...rest] = detail.split(' ');
  const label = auditActionLabel(code);
  if (label === code) return detail;
  const note = rest.join(' ').trim();
  return note ? `${label} (${note})` : label;
}

/** What an action's outcome reads when it was done; otherwise the refusal's error code. */
export const AUDIT_SUCCESS = 'success';

/** The longest detail kept (a rejection's reason is at most 500 characters). */
export const AUDIT_DETAIL_MAX_LENGTH = 500;

/** The most rows one CSV export carries (a month's review is far below it). */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** A detail cut to the length kept, or null when there is none. */
export function auditDetailOf(detail: string | null | undefined): string | null {
  if (detail === null || detail === undefined) return null;
  const trimmed = detail.trim();
  if (!trimmed) return null;
  const characters = [...trimmed];
  return characters.length <= AUDIT_DETAIL_MAX_LENGTH
    ? trimmed
    : `${characters.slice(0, AUDIT_DETAIL_MAX_LENGTH - 1).join('')}…`;
}
