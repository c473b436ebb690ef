import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeChoiceLink } from '../../../src/adapters/fake/fake-message-choices-api';
import { addMember, answerMarketing, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/**
 * kimhangil agreed to 홍보 at sign-up (2 March 2026); on 22 November 2026 turned 안내 메일 off
 * from a mail's link, a minute later 안내 문자 off on /me; the office signed in.
 */
async function officeWithChoices() {
  const world = fakeWorld();
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  addMember(world, { userId: 'kimhangil', name: '김한길', email: 'kim@example.com' });
  answerMarketing(world, 'kimhangil', true, '2026-03-02T01:00:00.000Z');
  const api = world.messageChoicesApi;
  await api.changeLinkMessageChoices(fakeChoiceLink('kimhangil'), { 'notice-mail': false });
  world.clock.advance(60_000);
  await signInAs(world, 'kimhangil');
  await api.changeMyMessageChoices({ 'notice-text': false });
  await signInAs(world, 'office1');
  return world;
}

describe('받을 소식 on the office’s member page (issue 32, item 4)', () => {
  it('shows what the member receives now and every change, newest first, with where it was made', async () => {
    const world = await officeWithChoices();
    renderApp({ path: '/admin/members/detail?id=kimhangil', world });
    const section = await screen.findByRole('region', { name: '받을 소식' });

    const now = await within(section).findByRole('list', { name: '지금 받는 소식' });
    expect(
      within(now)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '안내 메일 (총회·행사·경조사 등 동문회 소식): 받지 않음',
      '안내 문자: 받지 않음',
      '홍보 메일·문자 (모금 안내, 제휴 혜택 등 광고성 정보): 받음 (동의 유지: 2028.03.02까지)',
    ]);
    const table = await within(section).findByRole('table', {
      name: '받을 소식 변경 기록 3건 (최근 것부터)',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026-11-22 10:01:00안내 문자받지 않음내 정보에서',
      '2026-11-22 10:00:00안내 메일 (총회·행사·경조사 등 동문회 소식)받지 않음메일의 수신 설정 링크에서',
      '2026-03-02 10:00:00홍보 메일·문자 (모금 안내, 제휴 혜택 등 광고성 정보)받음동의 항목에서',
    ]);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says when a member has changed nothing', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
    addMember(world, { userId: 'leeseoyun', name: '이서윤', email: 'lee@example.com' });
    await signInAs(world, 'office1');
    renderApp({ path: '/admin/members/detail?id=leeseoyun', world });
    const section = await screen.findByRole('region', { name: '받을 소식' });
    expect(await within(section).findByText('바꾼 기록이 없습니다.')).toBeVisible();
    expect(section).toHaveTextContent('안내 메일 (총회·행사·경조사 등 동문회 소식): 받음');
  });
});
