import type { CampaignRequest } from '../../../../src/application/messages';
import { HAEUNDAE_48058 } from '../../../support/addresses';
import { addMember, type FakeWorld, withOfficeSignedIn } from '../../../support/fake-world';

/**
 * The office signed in (office1: 45기, 1999년 졸업, 서울), and four members: 김하늘 (76기,
 * 서울, consenting to 홍보), 이바다 (76기, 부산), 박구름 (77기, 서울, 안내 메일 turned off),
 * 최별 (80기); a published notice to link.
 */
export async function campaignWorld(): Promise<FakeWorld> {
  const world = await withOfficeSignedIn();
  const at = world.clock.now().toISOString();
  addMember(world, { userId: 'sky76', name: '김하늘', email: 'sky@example.com', classNumber: 76 });
  world.backend.consents.set('sky76', [
    { kind: 'marketing', version: '2026-01', agreed: true, recordedAt: at },
  ]);
  addMember(world, {
    userId: 'sea76',
    name: '이바다',
    email: 'sea@example.com',
    classNumber: 76,
    address: HAEUNDAE_48058,
  });
  addMember(world, {
    userId: 'cloud77',
    name: '박구름',
    email: 'cloud@example.com',
    classNumber: 77,
    graduationYear: 2000,
  });
  world.backend.messageChoiceChanges.set('cloud77', [
    { topic: 'notice-mail', receives: false, source: 'me', recordedAt: at },
  ]);
  addMember(world, { userId: 'star80', name: '최별', email: 'star@example.com', classNumber: 80 });
  world.backend.notices.push({
    id: 'notice-1',
    title: '2026년 정기총회 안내',
    bodyHtml: '<p>정기총회를 엽니다.</p>',
    bodyText: '정기총회를 엽니다.',
    pinned: false,
    publishedAt: at,
    attachmentsMstId: null,
    attachmentCount: 0,
    authorId: 'office1',
    views: 0,
    createdAt: at,
    updatedAt: at,
  });
  return world;
}

export const BODY = '<p>12월 6일 송년회에 모십니다.</p>';

/** The office sends 안내 by mail to everyone, but for the changes (through the fake's port). */
export function sendCampaign(world: FakeWorld, changes: Partial<CampaignRequest> = {}) {
  return world.officeCampaignApi.sendCampaign({
    kind: 'notice',
    channel: 'mail',
    subject: '송년회 안내',
    bodyHtml: BODY,
    audience: {},
    ...changes,
  });
}
