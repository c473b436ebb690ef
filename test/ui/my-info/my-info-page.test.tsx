import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberProfile } from '../../../src/domain/shared/member/member-profile';
import {
  addMember,
  type FakeWorld,
  fakeWorld,
  lastCodeMailedTo,
  MEMBER_PASSWORD,
  signInAs,
} from '../../support/fake-world';
import { HAEUNDAE_IPARK_48058 } from '../../support/addresses';
import { sharing } from '../../support/privacy';
import { renderApp } from '../support/test-app';
import { seriousAxeFindings } from '../support/axe';
import { PNG } from '../../support/files';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The signed-in member hong123 on /me, once the profile has loaded. */
async function openMyInfo(
  options: { world?: FakeWorld; profile?: Partial<MemberProfile>; withoutMember?: boolean } = {},
) {
  const world = options.world ?? fakeWorld();
  if (!options.withoutMember) {
    addMember(world, options.profile);
    await signInAs(world, 'hong123');
  }
  const app = renderApp({ path: '/me', world });
  await screen.findByRole('heading', { level: 2, name: '기본 정보' }, { timeout: 5000 });
  return { ...app, user: userEvent.setup() };
}

const formNamed = (name: string) => screen.getByRole('form', { name });
const account = (world: FakeWorld) => {
  const found = world.backend.accounts.get('hong123');
  if (!found) throw new Error('hong123 is gone');
  return found;
};

/** The field shows the message next to it: marked invalid and described by the message. */
function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.tab();
}

describe('MyInfoPage: loading', () => {
  it('shows the profile, the id read-only and the current e-mail', async () => {
    await openMyInfo();
    expect(screen.getByRole('heading', { level: 1, name: '내 정보' })).toBeInTheDocument();
    expect(screen.getByText('아이디').nextElementSibling).toHaveTextContent('hong123');
    expect(screen.queryByRole('textbox', { name: /아이디/u })).toBeNull();
    const profile = within(formNamed('기본 정보'));
    expect(profile.getByLabelText(/^이름/u)).toHaveValue('홍길동');
    expect(profile.getByLabelText(/^생년월일/u)).toHaveValue('1980-05-17');
    expect(profile.getByLabelText(/^휴대전화/u)).toHaveValue('010-1234-5678');
    expect(profile.getByLabelText(/^졸업 연도/u)).toHaveValue('1999');
    expect(profile.getByLabelText(/^기수/u)).toHaveValue('45');
    expect(profile.getByLabelText(/^계열·학과/u)).toHaveValue('이과');
    expect(profile.getByLabelText(/^직장/u)).toHaveValue('한빛전자');
    expect(profile.getByLabelText(/^직위/u)).toHaveValue('부장');
    expect(within(formNamed('이메일')).getByText('hong@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회원 탈퇴 안내 보기' })).toHaveAttribute(
      'href',
      '/auth/withdraw',
    );
  });

  it('says so when the profile cannot be loaded, and tries again on request', async () => {
    const world = fakeWorld();
    vi.spyOn(world.myInfoApi, 'getMyInfo').mockRejectedValueOnce(new Error('down'));
    addMember(world);
    await signInAs(world, 'hong123');
    renderApp({ path: '/me', world });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('내 정보를 불러오지 못했습니다.');
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 2, name: '기본 정보' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^이름/u)).toHaveValue('홍길동');
  });

  it('has no serious or critical accessibility finding', async () => {
    await openMyInfo();
    expect(await seriousAxeFindings()).toEqual([]);
  });
});

describe('MyInfoPage: profile', () => {
  it.each([
    ['이름', '', '이름을 입력해 주세요.'],
    ['이름', '홍', '이름은 2~20자로 입력해 주세요.'],
    ['생년월일', '', '생년월일을 입력해 주세요.'],
    ['생년월일', '1985/03/15', '생년월일을 정확히 입력해 주세요. 예) 1985-03-15'],
    ['생년월일', '2020-01-01', '만 14세 이상만 가입할 수 있습니다.'],
    ['휴대전화', '', '휴대전화 번호를 입력해 주세요.'],
    ['휴대전화', '0101234', '휴대전화 번호 형식이 올바르지 않습니다.'],
    ['졸업 연도', '', '졸업 연도를 입력해 주세요.'],
    ['졸업 연도', '99', '졸업 연도는 네 자리 숫자로 입력해 주세요.'],
    ['졸업 연도', '1985', '졸업 연도가 생년월일과 맞지 않습니다.'],
    ['졸업 연도', '2030', '졸업 연도를 정확히 입력해 주세요.'],
    ['기수', '', '기수를 입력해 주세요.'],
    ['기수', '0', '기수를 정확히 입력해 주세요.'],
    ['기수', '마흔', '기수는 숫자로 입력해 주세요.'],
    ['계열·학과', '', '계열·학과를 입력해 주세요.'],
  ])('%s "%s": "%s" next to the field when it is left', async (label, text, message) => {
    const { user } = await openMyInfo();
    const field = within(formNamed('기본 정보')).getByLabelText(new RegExp(`^${label}`, 'u'));
    await retype(user, field, text);
    expectFieldError(field, message);
  });

  it('takes the length limits of company and job title', async () => {
    await openMyInfo();
    const profile = within(formNamed('기본 정보'));
    const company = profile.getByLabelText(/^직장/u);
    const jobTitle = profile.getByLabelText(/^직위/u);
    // Beyond maxLength only by pasting in some browsers; the rule still stands.
    fireEvent.change(company, { target: { value: '가'.repeat(101) } });
    fireEvent.blur(company);
    fireEvent.change(jobTitle, { target: { value: '나'.repeat(51) } });
    fireEvent.blur(jobTitle);
    expectFieldError(company, '직장명은 100자까지 입력할 수 있습니다.');
    expectFieldError(jobTitle, '직위는 50자까지 입력할 수 있습니다.');
  });

  it('an error goes away as soon as the field is mended', async () => {
    const { user } = await openMyInfo();
    const name = within(formNamed('기본 정보')).getByLabelText(/^이름/u);
    await retype(user, name, '');
    expectFieldError(name, '이름을 입력해 주세요.');
    await user.type(name, '홍길순');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('on save, shows every error and focuses the first invalid field; nothing is sent', async () => {
    const { user, world } = await openMyInfo();
    const update = vi.spyOn(world.myInfoApi, 'updateMyInfo');
    const profile = within(formNamed('기본 정보'));
    await user.clear(profile.getByLabelText(/^휴대전화/u));
    await user.clear(profile.getByLabelText(/^이름/u));
    await user.clear(profile.getByLabelText(/^기수/u));
    await user.click(profile.getByRole('button', { name: '기본 정보 저장' }));
    expect(profile.getByLabelText(/^이름/u)).toHaveFocus();
    expectFieldError(profile.getByLabelText(/^휴대전화/u), '휴대전화 번호를 입력해 주세요.');
    expectFieldError(profile.getByLabelText(/^기수/u), '기수를 입력해 주세요.');
    expect(update).not.toHaveBeenCalled();
  });

  it('saves the changes to the account, shows them as stored and says so', async () => {
    const { user, world } = await openMyInfo();
    const profile = within(formNamed('기본 정보'));
    await retype(user, profile.getByLabelText(/^휴대전화/u), '01098765432');
    await retype(user, profile.getByLabelText(/^직장/u), '한빛소프트');
    await retype(user, profile.getByLabelText(/^직위/u), '');
    await retype(user, profile.getByLabelText(/^기수/u), '46');
    await user.click(profile.getByRole('button', { name: '기본 정보 저장' }));
    await waitFor(() =>
      expect(world.notifier.notifications).toContainEqual({
        kind: 'success',
        message: '기본 정보를 저장했습니다.',
      }),
    );
    expect(account(world).profile).toMatchObject({
      mobile: '010-9876-5432',
      company: '한빛소프트',
      jobTitle: null,
      classNumber: 46,
      name: '홍길동',
      email: 'hong@example.com',
    });
    expect(profile.getByLabelText(/^휴대전화/u)).toHaveValue('010-9876-5432');
  });

  it('changes the address through the postal search, with the detail typed after it', async () => {
    const world = fakeWorld();
    const found = HAEUNDAE_IPARK_48058;
    world.postalSearch.enqueue(found);
    const { user } = await openMyInfo({ world });
    const profile = within(formNamed('기본 정보'));
    await user.click(profile.getByRole('button', { name: '주소 검색' }));
    const detail = profile.getByLabelText('상세주소');
    await waitFor(() => expect(detail).toHaveFocus());
    expect(profile.getByLabelText('도로명주소')).toHaveValue(found.addr);
    await user.type(detail, '101동 1001호');
    await user.click(profile.getByRole('button', { name: '기본 정보 저장' }));
    await waitFor(() =>
      expect(account(world).profile.address).toEqual({ ...found, daddr: '101동 1001호' }),
    );
  });

  it('replaces the profile image: saving waits for the upload, then stores it', async () => {
    // jsdom makes no object URLs (the field previews the chosen file with one).
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { user, world } = await openMyInfo();
    const release = world.fileApi.holdUploads();
    const profile = within(formNamed('기본 정보'));
    expect(profile.getByText('사진 없음')).toBeInTheDocument();
    const photo = new File([PNG], '내 사진.png', {
      type: 'image/png',
    });
    await user.upload(profile.getByLabelText('프로필 사진'), photo);
    expect(await profile.findByRole('button', { name: '사진을 올리는 중…' })).toBeDisabled();
    act(() => release());
    await user.click(await profile.findByRole('button', { name: '기본 정보 저장' }));
    await waitFor(() => expect(account(world).profile.profileImage).not.toBeNull());
    const stored = account(world).profile.profileImage;
    expect(world.backend.files.get(stored?.atchFileMstId ?? '')?.at(-1)?.fileName).toBe(
      '내 사진.png',
    );
    expect(account(world).profile).toMatchObject({ name: '홍길동', company: '한빛전자' });
  });

  it('shows the current photo from the member’s own download, as profile images are private', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/current');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const world = fakeWorld();
    addMember(world);
    await signInAs(world, 'hong123');
    const photo = await world.fileApi.uploadProfileImage({
      name: '증명사진.png',
      data: new Blob([PNG], { type: 'image/png' }),
    });
    account(world).profile = { ...account(world).profile, profileImage: photo };
    const download = vi.spyOn(world.fileApi, 'downloadFile');
    const media = vi.spyOn(world.fileApi, 'mediaUrl');
    const { unmount } = await openMyInfo({ world, withoutMember: true });
    expect(await screen.findByAltText('현재 프로필 사진')).toHaveAttribute(
      'src',
      'blob:test/current',
    );
    expect(download).toHaveBeenCalledWith(photo, expect.anything());
    expect(media).not.toHaveBeenCalled();
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:test/current');
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    const { user, world } = await openMyInfo();
    vi.spyOn(world.myInfoApi, 'updateMyInfo').mockRejectedValueOnce(
      new Error('잠시 후 다시 시도해 주세요.'),
    );
    const profile = within(formNamed('기본 정보'));
    await retype(user, profile.getByLabelText(/^직장/u), '한빛소프트');
    await user.click(profile.getByRole('button', { name: '기본 정보 저장' }));
    expect(await profile.findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    expect(profile.getByLabelText(/^직장/u)).toHaveValue('한빛소프트');
    expect(account(world).profile.company).toBe('한빛전자');
  });
});

describe('MyInfoPage: e-mail', () => {
  it('needs a new address and the code mailed to it', async () => {
    const { user, world } = await openMyInfo();
    const update = vi.spyOn(world.myInfoApi, 'updateMyInfo');
    const email = within(formNamed('이메일'));
    const address = email.getByLabelText(/^새 이메일/u);
    await retype(user, address, 'hong@example.com');
    expectFieldError(address, '지금 사용하고 있는 주소입니다.');
    await retype(user, address, 'gildong@example.org');
    await user.click(email.getByRole('button', { name: '이메일 변경' }));
    const code = email.getByLabelText(/^인증번호/u);
    expectFieldError(code, '메일로 받은 인증번호를 입력해 주세요.');
    expect(code).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
  });

  it('a wrong code: the message next to the code, what was typed kept, the address unchanged', async () => {
    const { user, world } = await openMyInfo();
    const email = within(formNamed('이메일'));
    await user.type(email.getByLabelText(/^새 이메일/u), 'gildong@example.org');
    await user.click(email.getByRole('button', { name: '인증번호 받기' }));
    expect(await email.findByRole('status')).toHaveTextContent('gildong@example.org');
    const right = lastCodeMailedTo(world, 'gildong@example.org');
    const wrong = right === '000000' ? '111111' : '000000';
    const code = email.getByLabelText(/^인증번호/u);
    await user.type(code, wrong);
    await user.click(email.getByRole('button', { name: '이메일 변경' }));
    await waitFor(() => expectFieldError(code, '인증번호가 일치하지 않습니다.'));
    expect(code).toHaveFocus();
    expect(code).toHaveValue(wrong);
    expect(email.getByLabelText(/^새 이메일/u)).toHaveValue('gildong@example.org');
    expect(account(world).profile.email).toBe('hong@example.com');

    await retype(user, code, right);
    await user.click(email.getByRole('button', { name: '이메일 변경' }));
    await waitFor(() => expect(account(world).profile.email).toBe('gildong@example.org'));
    expect(await email.findByText('gildong@example.org')).toBeInTheDocument();
    expect(email.getByLabelText(/^새 이메일/u)).toHaveValue('');
    expect(world.notifier.notifications).toContainEqual({
      kind: 'success',
      message: '이메일 주소를 변경했습니다.',
    });
    // The rest of the profile went with it unchanged.
    expect(account(world).profile).toMatchObject({ name: '홍길동', mobile: '010-1234-5678' });
  });
});

describe('MyInfoPage: directory privacy', () => {
  const preview = () => screen.getByRole('region', { name: '다른 동문에게 보이는 내 정보' });

  it('previews exactly the shared fields as they are chosen, and saves the choice', async () => {
    const { user, world } = await openMyInfo();
    const privacy = within(formNamed('동문 찾기 공개 범위'));
    // Private by default: name and class only.
    expect(preview()).toHaveTextContent('홍길동');
    expect(preview()).toHaveTextContent('45회 · 1999년 졸업');
    for (const hidden of ['010-1234-5678', 'hong@example.com', '한빛전자', '서울 강남구']) {
      expect(preview()).not.toHaveTextContent(hidden);
    }

    await user.click(privacy.getByRole('checkbox', { name: '휴대전화 공개' }));
    await user.click(privacy.getByRole('checkbox', { name: '거주 지역 공개' }));
    expect(preview()).toHaveTextContent('010-1234-5678');
    expect(preview()).toHaveTextContent('서울 강남구');
    expect(preview()).not.toHaveTextContent('hong@example.com');
    expect(preview()).not.toHaveTextContent('한빛전자');

    await user.click(privacy.getByRole('checkbox', { name: '직장·직위 공개' }));
    expect(preview()).toHaveTextContent('한빛전자 · 부장');
    await user.click(privacy.getByRole('checkbox', { name: '직장·직위 공개' }));
    expect(preview()).not.toHaveTextContent('한빛전자');
    expect(account(world).profile.privacy.phone).toBe(false);

    await user.click(privacy.getByRole('button', { name: '공개 범위 저장' }));
    await waitFor(() => expect(account(world).profile.privacy).toEqual(sharing('phone', 'region')));
    expect(world.notifier.notifications).toContainEqual({
      kind: 'success',
      message: '동문 찾기 공개 범위를 저장했습니다.',
    });
    expect(account(world).profile).toMatchObject({ name: '홍길동', company: '한빛전자' });
  });

  it('starts from the saved choice', async () => {
    await openMyInfo({
      profile: { privacy: sharing('email', 'company') },
    });
    const privacy = within(formNamed('동문 찾기 공개 범위'));
    expect(privacy.getByRole('checkbox', { name: '이메일 공개' })).toBeChecked();
    expect(privacy.getByRole('checkbox', { name: '휴대전화 공개' })).not.toBeChecked();
    expect(preview()).toHaveTextContent('hong@example.com');
    expect(preview()).toHaveTextContent('한빛전자 · 부장');
    expect(preview()).not.toHaveTextContent('010-1234-5678');
  });
});

describe('MyInfoPage: password', () => {
  const NEW_PASSWORD = 'Byeol#2027go';

  it('checks the new password and its confirmation', async () => {
    const { user, world } = await openMyInfo();
    const change = vi.spyOn(world.myInfoApi, 'changeMyPassword');
    const password = within(formNamed('비밀번호 변경'));
    await user.click(password.getByRole('button', { name: '비밀번호 변경' }));
    expect(password.getByLabelText(/^현재 비밀번호/u)).toHaveFocus();
    expectFieldError(password.getByLabelText(/^현재 비밀번호/u), '현재 비밀번호를 입력해 주세요.');
    expectFieldError(password.getByLabelText(/^새 비밀번호 \(/u), '비밀번호를 입력해 주세요.');

    await user.type(password.getByLabelText(/^현재 비밀번호/u), MEMBER_PASSWORD);
    const fresh = password.getByLabelText(/^새 비밀번호 \(/u);
    await retype(user, fresh, 'short1!');
    expectFieldError(fresh, '비밀번호는 8자 이상이어야 합니다.');
    await retype(user, fresh, 'hong123!Abc');
    expectFieldError(fresh, '비밀번호에 아이디를 포함할 수 없습니다.');
    await retype(user, fresh, MEMBER_PASSWORD);
    expectFieldError(fresh, '새 비밀번호는 현재 비밀번호와 달라야 합니다.');
    await retype(user, fresh, NEW_PASSWORD);
    const confirmation = password.getByLabelText(/^새 비밀번호 확인/u);
    await retype(user, confirmation, `${NEW_PASSWORD}x`);
    expectFieldError(confirmation, '비밀번호가 일치하지 않습니다.');
    expect(change).not.toHaveBeenCalled();
  });

  it('a wrong current password: the message next to it, nothing changed; the right one works', async () => {
    const { user, world } = await openMyInfo();
    const password = within(formNamed('비밀번호 변경'));
    const current = password.getByLabelText(/^현재 비밀번호/u);
    await user.type(current, 'Wrong!pass99');
    await user.type(password.getByLabelText(/^새 비밀번호 \(/u), NEW_PASSWORD);
    await user.type(password.getByLabelText(/^새 비밀번호 확인/u), NEW_PASSWORD);
    await user.click(password.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expectFieldError(current, '현재 비밀번호가 올바르지 않습니다.'));
    expect(current).toHaveFocus();
    expect(password.getByLabelText(/^새 비밀번호 \(/u)).toHaveValue(NEW_PASSWORD);
    expect(account(world).password).toBe(MEMBER_PASSWORD);

    await retype(user, current, MEMBER_PASSWORD);
    await user.click(password.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(account(world).password).toBe(NEW_PASSWORD));
    expect(world.notifier.notifications.at(-1)).toMatchObject({ kind: 'success' });
    expect(current).toHaveValue('');
    // Sign in again with the new password through the auth API; the old one no longer works.
    expect(
      (await world.authApi.signIn({ userId: 'hong123', password: NEW_PASSWORD })).tokens,
    ).toBeTruthy();
    await expect(
      world.authApi.signIn({ userId: 'hong123', password: MEMBER_PASSWORD }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: '아이디 또는 비밀번호가 올바르지 않습니다.',
    });
  });

  it('one request at a time', async () => {
    const { user, world } = await openMyInfo();
    const change = vi.spyOn(world.myInfoApi, 'changeMyPassword');
    const password = within(formNamed('비밀번호 변경'));
    await user.type(password.getByLabelText(/^현재 비밀번호/u), MEMBER_PASSWORD);
    await user.type(password.getByLabelText(/^새 비밀번호 \(/u), NEW_PASSWORD);
    await user.type(password.getByLabelText(/^새 비밀번호 확인/u), NEW_PASSWORD);
    const form = formNamed('비밀번호 변경');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(account(world).password).toBe(NEW_PASSWORD));
    expect(change).toHaveBeenCalledTimes(1);
  });
});
