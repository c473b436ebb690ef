import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SignUpRequest } from '../../../../src/application/accounts/auth-api';
import { CONSENT_VERSIONS } from '../../../../src/domain/accounts/consent-versions';
import {
  addMember,
  type FakeWorld,
  fakeWorld,
  lastCodeMailedTo,
} from '../../../support/fake-world';
import { HAEUNDAE_IPARK_48058 } from '../../../support/addresses';
import { renderApp } from '../../support/test-app';
import { seriousAxeFindings } from '../../support/axe';
import { PNG } from '../../../support/files';

type User = ReturnType<typeof userEvent.setup>;

afterEach(() => {
  vi.restoreAllMocks();
});

const PASSWORD = 'Saebyeok!2026';

const field = {
  userId: () => screen.getByLabelText('아이디 (필수)'),
  password: () => screen.getByLabelText('비밀번호 (필수)'),
  passwordConfirm: () => screen.getByLabelText('비밀번호 확인 (필수)'),
  name: () => screen.getByLabelText('이름 (필수)'),
  birthDate: () => screen.getByLabelText('생년월일 (필수)'),
  email: () => screen.getByLabelText('이메일 (필수)'),
  code: () => screen.getByLabelText('인증번호 (필수)'),
  mobile: () => screen.getByLabelText('휴대전화 번호 (필수)'),
  graduationYear: () => screen.getByLabelText('졸업 연도 (필수)'),
  classNumber: () => screen.getByLabelText('기수 (필수)'),
  course: () => screen.getByLabelText('계열·학과 (필수)'),
  company: () => screen.getByLabelText('직장명'),
  jobTitle: () => screen.getByLabelText('직위'),
};

/** The error shown under an input (its describedby text that is an error). */
function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/u).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.classList.contains('form__error'))
    .map((element) => element?.textContent ?? '')
    .join('');
}

async function openSignUp(world: FakeWorld = fakeWorld()) {
  const user = userEvent.setup();
  const view = renderApp({ path: '/auth/signup', world });
  // The page's chunk loads first, which takes a while on a busy machine.
  await screen.findByRole('heading', { level: 2, name: '약관 동의' }, { timeout: 10_000 });
  return { ...view, user, world };
}

/** Agrees to the required texts (and marketing when asked) and goes on to the form. */
async function openForm(world: FakeWorld = fakeWorld(), { marketing = false } = {}) {
  const opened = await openSignUp(world);
  const { user } = opened;
  await user.click(screen.getByRole('checkbox', { name: /이용약관에 동의합니다/u }));
  await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/u }));
  if (marketing) {
    await user.click(screen.getByRole('checkbox', { name: /마케팅 정보 수신에 동의합니다/u }));
  }
  await user.click(screen.getByRole('button', { name: '다음' }));
  await screen.findByRole('heading', { level: 2, name: '회원 정보 입력' });
  return opened;
}

/** Replaces a field's text at once (typing key by key is slow in jsdom and tested elsewhere). */
async function typeInto(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

/** Fills every field with good values, the e-mail proven by the code from the fake outbox. */
async function fillValid(user: User, world: FakeWorld, overrides: { userId?: string } = {}) {
  await typeInto(user, field.userId(), overrides.userId ?? 'newbie01');
  await typeInto(user, field.password(), PASSWORD);
  await typeInto(user, field.passwordConfirm(), PASSWORD);
  await typeInto(user, field.name(), '김새벽');
  await typeInto(user, field.birthDate(), '19900401');
  await typeInto(user, field.email(), 'newbie@example.com');
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await screen.findByText(/인증번호를 newbie@example.com 주소로 보냈습니다/u);
  await typeInto(user, field.code(), lastCodeMailedTo(world, 'newbie@example.com'));
  await typeInto(user, field.mobile(), '01022223333');
  await typeInto(user, field.graduationYear(), '2009');
  await typeInto(user, field.classNumber(), '55');
  await typeInto(user, field.course(), '자연계');
  await typeInto(user, field.company(), '한빛전자');
  await typeInto(user, field.jobTitle(), '과장');
}

async function chooseAddress(user: User, world: FakeWorld, detail: string) {
  world.postalSearch.enqueue(HAEUNDAE_IPARK_48058);
  await user.click(screen.getByRole('button', { name: '주소 검색' }));
  expect(await screen.findByDisplayValue(HAEUNDAE_IPARK_48058.addr)).toBeInTheDocument();
  const detailInput = screen.getByLabelText('상세주소');
  expect(detailInput).toHaveFocus();
  await user.type(detailInput, detail);
}

function submit(user: User) {
  return user.click(screen.getByRole('button', { name: '가입 신청' }));
}

describe('SignUpPage: consent step', () => {
  it('goes on only with both required consents, saying what is missing and focusing it', async () => {
    const { user } = await openSignUp();
    const terms = screen.getByRole('checkbox', { name: /이용약관에 동의합니다/u });
    const privacy = screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/u });

    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '필수 항목인 이용약관과 개인정보 수집·이용에 모두 동의해 주세요.',
    );
    expect(terms).toHaveFocus();
    expect(terms).toBeInvalid();

    await user.click(terms);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(privacy).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: '약관 동의' })).toBeInTheDocument();

    await user.click(privacy);
    await user.click(screen.getByRole('button', { name: '다음' }));
    const heading = await screen.findByRole('heading', { level: 2, name: '회원 정보 입력' });
    expect(heading).toHaveFocus();
  });

  it('ticks and unticks every box with 모두 동의, which follows the single boxes', async () => {
    const { user } = await openSignUp();
    const all = screen.getByRole('checkbox', { name: '모두 동의합니다' });
    const boxes = [/이용약관에/u, /개인정보 수집·이용에/u, /마케팅 정보 수신에/u].map((name) =>
      screen.getByRole('checkbox', { name }),
    );

    await user.click(all);
    for (const box of boxes) expect(box).toBeChecked();

    await user.click(boxes[2] as HTMLElement);
    expect(all).not.toBeChecked();
    await user.click(boxes[2] as HTMLElement);
    expect(all).toBeChecked();

    await user.click(all);
    for (const box of boxes) expect(box).not.toBeChecked();
  });

  it('shows each full text: the terms, and what personal data is collected, why, for how long', async () => {
    const { user } = await openSignUp();
    await user.click(screen.getByText('이용약관 전문 보기'));
    const terms = screen.getByRole('region', { name: '이용약관 전문' });
    expect(terms).toHaveTextContent('제1조 (목적)');
    expect(terms).toHaveTextContent('2026년 11월 1일');

    await user.click(screen.getByText('개인정보 수집·이용 안내 전문 보기'));
    const privacy = screen.getByRole('region', { name: '개인정보 수집·이용 안내 전문' });
    for (const part of [
      '수집하는 항목',
      '수집·이용 목적',
      '보유·이용 기간',
      '회원가입을 할 수 없습니다',
    ]) {
      expect(privacy).toHaveTextContent(part);
    }
    expect(CONSENT_VERSIONS.privacy).toBe('2026-11-01');
  });
});

describe('SignUpPage: validation', () => {
  it('shows every field’s message on submit and focuses the first invalid field', async () => {
    const { user } = await openForm();
    await submit(user);
    expect(field.userId()).toHaveFocus();
    expect(errorOf(field.userId())).toBe('아이디를 입력해 주세요.');
    expect(errorOf(field.password())).toBe('비밀번호를 입력해 주세요.');
    expect(errorOf(field.passwordConfirm())).toBe('비밀번호를 한 번 더 입력해 주세요.');
    expect(errorOf(field.name())).toBe('이름을 입력해 주세요.');
    expect(errorOf(field.birthDate())).toBe('생년월일을 입력해 주세요.');
    expect(errorOf(field.email())).toBe('이메일 주소를 입력해 주세요.');
    expect(errorOf(field.code())).toBe('메일로 받은 인증번호를 입력해 주세요.');
    expect(errorOf(field.mobile())).toBe('휴대전화 번호를 입력해 주세요.');
    expect(errorOf(field.graduationYear())).toBe('졸업 연도를 입력해 주세요.');
    expect(errorOf(field.classNumber())).toBe('기수를 입력해 주세요.');
    expect(errorOf(field.course())).toBe('계열·학과를 입력해 주세요.');
    expect(errorOf(field.company())).toBe('');
  });

  it.each([
    ['userId', 'ab', '아이디는 4~20자로 입력해 주세요.'],
    ['userId', '1abcd', '아이디는 영문자로 시작해야 합니다.'],
    ['userId', 'hong-gd', '아이디는 영문 소문자, 숫자, 밑줄(_)만 사용할 수 있습니다.'],
    ['password', 'abc12', '비밀번호는 8자 이상이어야 합니다.'],
    [
      'password',
      'password123',
      '너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
    ],
    ['name', 'ㄱㄴ', '이름은 한글 또는 영문으로 정확히 입력해 주세요.'],
    ['birthDate', '19850231', '생년월일을 정확히 입력해 주세요. 예) 1985-03-15'],
    ['birthDate', '20200101', '만 14세 이상만 가입할 수 있습니다.'],
    ['email', 'hong@example', '이메일 주소 형식이 올바르지 않습니다. 예) hong@example.com'],
    ['code', '12ab', '인증번호는 숫자 6자리입니다.'],
    ['mobile', '02-123-4567', '휴대전화 번호 형식이 올바르지 않습니다. 예) 010-1234-5678'],
    ['graduationYear', '99', '졸업 연도는 네 자리 숫자로 입력해 주세요. 예) 1999'],
    ['graduationYear', '2050', '졸업 연도를 정확히 입력해 주세요.'],
    ['classNumber', '사십오', '기수는 숫자로 입력해 주세요. 예) 45'],
    ['classNumber', '0', '기수를 정확히 입력해 주세요.'],
  ] as const)('%s "%s": %s', async (name, typed, message) => {
    const { user } = await openForm();
    const input = field[name]();
    await user.type(input, typed);
    await user.tab();
    await waitFor(() => expect(errorOf(input)).toBe(message));
    expect(input).toBeInvalid();
  });

  it('says when the confirmation differs, and takes the error away once it matches', async () => {
    const { user } = await openForm();
    await user.type(field.password(), PASSWORD);
    await user.type(field.passwordConfirm(), `${PASSWORD}x`);
    await user.tab();
    expect(errorOf(field.passwordConfirm())).toBe('비밀번호가 일치하지 않습니다.');
    await user.type(field.passwordConfirm(), '{Backspace}');
    expect(errorOf(field.passwordConfirm())).toBe('');
  });

  it('shows the password rules as a checklist that follows what is typed', async () => {
    const { user } = await openForm();
    const rules = screen.getByRole('list', { name: '비밀번호 조건' });
    expect(
      within(rules)
        .getByText(/8자 이상 128자 이하/u)
        .closest('li'),
    ).not.toHaveClass('password-rules__met');
    await user.type(field.password(), PASSWORD);
    expect(
      within(rules)
        .getByText(/8자 이상 128자 이하/u)
        .closest('li'),
    ).toHaveClass('password-rules__met');
  });

  it('explains 기수 next to the field', async () => {
    await openForm();
    expect(field.classNumber()).toHaveAccessibleDescription(/몇 회 졸업생인지/u);
  });

  it('keeps Korean input whole: no check while a syllable is composed (IME)', async () => {
    const { user } = await openForm();
    const name = field.name();
    fireEvent.compositionStart(name);
    for (const partial of ['ㄱ', '기', '김', '김ㅅ', '김새', '김샙']) {
      fireEvent.change(name, { target: { value: partial } });
    }
    expect(errorOf(name)).toBe('');
    expect(name).toHaveValue('김샙');
    fireEvent.compositionEnd(name, { data: '샙' });
    expect(errorOf(name)).toBe('');
    await user.clear(name);
    await user.type(name, '김새벽');
    await user.tab();
    expect(errorOf(name)).toBe('');
    expect(name).toHaveValue('김새벽');
  });

  it('does not switch a shown error to another one mid-composition', async () => {
    const { user } = await openForm();
    await submit(user);
    const name = field.name();
    expect(errorOf(name)).toBe('이름을 입력해 주세요.');
    fireEvent.compositionStart(name);
    fireEvent.change(name, { target: { value: 'ㄱ' } });
    expect(errorOf(name)).toBe('이름을 입력해 주세요.');
    fireEvent.change(name, { target: { value: '김새' } });
    fireEvent.compositionEnd(name, { data: '새' });
    expect(errorOf(name)).toBe('');
  });
});

describe('SignUpPage: live id check', () => {
  it('says an id is available once typing stops, asking the server once', async () => {
    const world = fakeWorld();
    const checkId = vi.spyOn(world.authApi, 'checkId');
    const { user } = await openForm(world);
    await user.type(field.userId(), 'newbie01');
    expect(checkId).not.toHaveBeenCalled();
    expect(await screen.findByText('사용할 수 있는 아이디입니다.')).toBeInTheDocument();
    expect(checkId).toHaveBeenCalledTimes(1);
    expect(checkId).toHaveBeenCalledWith('newbie01', expect.any(AbortSignal) as AbortSignal);
  });

  it('says an id is taken next to the field, and forgets it when the id changes', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'hong123' });
    const { user } = await openForm(world);
    const userId = field.userId();
    await user.type(userId, 'Hong123');
    await waitFor(() => expect(errorOf(userId)).toBe('이미 사용 중인 아이디입니다.'));
    expect(userId).toBeInvalid();

    await user.type(userId, '4');
    expect(errorOf(userId)).toBe('');
    expect(await screen.findByText('사용할 수 있는 아이디입니다.')).toBeInTheDocument();
  });

  it('checks the format first, without asking the server', async () => {
    const world = fakeWorld();
    const checkId = vi.spyOn(world.authApi, 'checkId');
    const { user } = await openForm(world);
    await user.type(field.userId(), 'ab');
    await waitFor(() => expect(errorOf(field.userId())).toBe('아이디는 4~20자로 입력해 주세요.'));
    await user.tab();
    expect(checkId).not.toHaveBeenCalled();
  });

  it('checks at once when the field is left', async () => {
    const world = fakeWorld();
    const checkId = vi.spyOn(world.authApi, 'checkId');
    const { user } = await openForm(world);
    await user.type(field.userId(), 'newbie01');
    await user.tab();
    expect(checkId).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('사용할 수 있는 아이디입니다.')).toBeInTheDocument();
    expect(checkId).toHaveBeenCalledTimes(1);
  });

  it('waits ~400 ms after the last key, and cancels the check of an id changed meanwhile', async () => {
    const world = fakeWorld();
    const checkId = vi.spyOn(world.authApi, 'checkId');
    await openForm(world);
    const input = field.userId();
    vi.useFakeTimers();
    try {
      fireEvent.change(input, { target: { value: 'newbie' } });
      await act(() => vi.advanceTimersByTimeAsync(300));
      fireEvent.change(input, { target: { value: 'newbie0' } });
      await act(() => vi.advanceTimersByTimeAsync(300));
      fireEvent.change(input, { target: { value: 'newbie01' } });
      await act(() => vi.advanceTimersByTimeAsync(399));
      expect(checkId).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(checkId).toHaveBeenCalledTimes(1);
      expect(checkId).toHaveBeenCalledWith('newbie01', expect.any(AbortSignal) as AbortSignal);
    } finally {
      vi.useRealTimers();
    }
  });

  it('aborts a check under way when the id changes', async () => {
    const world = fakeWorld();
    const signals: AbortSignal[] = [];
    vi.spyOn(world.authApi, 'checkId').mockImplementation(
      (_userId: string, signal?: AbortSignal) => {
        if (signal) signals.push(signal);
        return new Promise(() => {});
      },
    );
    const { user } = await openForm(world);
    await user.type(field.userId(), 'newbie01');
    await user.tab();
    expect(signals).toHaveLength(1);
    await user.type(field.userId(), '2');
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe('SignUpPage: submit', () => {
  it('signs up with the mailed code: a pending account with the consents and the address', async () => {
    const world = fakeWorld();
    const { user } = await openForm(world, { marketing: true });
    await fillValid(user, world);
    await chooseAddress(user, world, '101동 1001호');
    await submit(user);

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: '가입 신청이 접수되었습니다',
    });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/승인되기 전에는 로그인할 수 없습니다/u)).toBeInTheDocument();
    expect(screen.getByText('newbie@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인 화면으로' })).toHaveAttribute(
      'href',
      '/auth/signin',
    );
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');

    const profile = world.backend.accounts.get('newbie01')?.profile;
    expect(profile).toMatchObject({
      userId: 'newbie01',
      name: '김새벽',
      birthDate: '1990-04-01',
      email: 'newbie@example.com',
      mobile: '010-2222-3333',
      graduationYear: 2009,
      classNumber: 55,
      course: '자연계',
      company: '한빛전자',
      jobTitle: '과장',
      status: 'pending',
      address: { ...HAEUNDAE_IPARK_48058, daddr: '101동 1001호' },
    });
    expect(world.backend.consents.get('newbie01')).toEqual([
      expect.objectContaining({ kind: 'terms', agreed: true, version: CONSENT_VERSIONS.terms }),
      expect.objectContaining({ kind: 'privacy', agreed: true, version: CONSENT_VERSIONS.privacy }),
      expect.objectContaining({
        kind: 'marketing',
        agreed: true,
        version: CONSENT_VERSIONS.marketing,
      }),
    ]);
  });

  it('keeps everything typed when the code is refused, and shows why at the code field', async () => {
    const world = fakeWorld();
    const { user } = await openForm(world);
    await fillValid(user, world);
    const code = lastCodeMailedTo(world, 'newbie@example.com');
    await typeInto(user, field.code(), code === '123456' ? '654321' : '123456');
    await submit(user);

    await waitFor(() =>
      expect(errorOf(field.code())).toBe('인증번호가 일치하지 않습니다. (남은 입력 횟수 4회)'),
    );
    expect(field.code()).toHaveFocus();
    expect(field.userId()).toHaveValue('newbie01');
    expect(field.password()).toHaveValue(PASSWORD);
    expect(field.name()).toHaveValue('김새벽');
    expect(field.birthDate()).toHaveValue('19900401');
    expect(field.email()).toHaveValue('newbie@example.com');
    expect(field.mobile()).toHaveValue('01022223333');
    expect(field.classNumber()).toHaveValue('55');
    expect(field.company()).toHaveValue('한빛전자');
    expect(world.backend.accounts.has('newbie01')).toBe(false);

    await typeInto(user, field.code(), code);
    await submit(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: '가입 신청이 접수되었습니다' }),
    ).toBeInTheDocument();
  });

  it('shows an id taken meanwhile at the id field', async () => {
    const world = fakeWorld();
    const { user } = await openForm(world);
    await fillValid(user, world);
    expect(await screen.findByText('사용할 수 있는 아이디입니다.')).toBeInTheDocument();
    addMember(world, { userId: 'newbie01', email: 'other@example.com' });
    await submit(user);

    await waitFor(() => expect(errorOf(field.userId())).toBe('이미 사용 중인 아이디입니다.'));
    expect(field.userId()).toHaveFocus();
    expect(field.name()).toHaveValue('김새벽');
  });

  it('shows another refusal above the button, keeping what was typed', async () => {
    const world = fakeWorld();
    const { user } = await openForm(world);
    vi.spyOn(world.authApi, 'signUp').mockRejectedValue(
      new Error('서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.'),
    );
    await fillValid(user, world);
    await submit(user);
    expect(
      await screen.findByText('서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.'),
    ).toBeInTheDocument();
    expect(field.userId()).toHaveValue('newbie01');
    expect(field.jobTitle()).toHaveValue('과장');
  });

  it('sends one request however often the button is pressed', async () => {
    const world = fakeWorld();
    const { user } = await openForm(world);
    let finish: () => void = () => {};
    const signUp = vi.spyOn(world.authApi, 'signUp').mockImplementation(
      (_request: SignUpRequest) =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    await fillValid(user, world);
    const button = screen.getByRole('button', { name: '가입 신청' });
    await user.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await user.click(button);
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '가입 신청 중…' })).toBeDisabled();
    await act(async () => finish());
    expect(
      await screen.findByRole('heading', { level: 2, name: '가입 신청이 접수되었습니다' }),
    ).toBeInTheDocument();
  });

  it('waits for the profile image being uploaded, then signs up with it', async () => {
    const world = fakeWorld();
    const { user } = await openForm(world);
    // jsdom makes no object URLs (the field previews the chosen file).
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: () => 'blob:test/preview', revokeObjectURL: () => {} });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const upload = world.fileApi.uploadProfileImage.bind(world.fileApi);
    let release: () => void = () => {};
    vi.spyOn(world.fileApi, 'uploadProfileImage').mockImplementation(async (file, options) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return upload(file, options);
    });
    const signUp = vi.spyOn(world.authApi, 'signUp');

    await fillValid(user, world);
    const image = new File([PNG], '나.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('프로필 사진'), image);
    await submit(user);
    expect(screen.getByRole('button', { name: '사진을 다 올린 뒤 신청합니다…' })).toBeDisabled();
    expect(signUp).not.toHaveBeenCalled();

    await act(async () => release());
    expect(
      await screen.findByRole('heading', { level: 2, name: '가입 신청이 접수되었습니다' }),
    ).toBeInTheDocument();
    const sent = signUp.mock.calls[0]?.[0];
    expect(sent?.profileImageMstId).toMatch(/^files-/u);
    expect(world.backend.accounts.get('newbie01')?.profile.profileImage?.atchFileMstId).toBe(
      sent?.profileImageMstId,
    );
  });

  it('keeps what was typed when going back to the consents and on again', async () => {
    const world = fakeWorld();
    const { user } = await openForm(world);
    await user.type(field.name(), '김새벽');
    await user.click(screen.getByRole('button', { name: '약관 동의 단계로 돌아가기' }));
    const heading = await screen.findByRole('heading', { level: 2, name: '약관 동의' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /이용약관에 동의합니다/u })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '다음' }));
    await screen.findByRole('heading', { level: 2, name: '회원 정보 입력' });
    expect(field.name()).toHaveValue('김새벽');
  });
});

describe('SignUpPage: accessibility', () => {
  it('has no serious axe finding at any step', async () => {
    const world = fakeWorld();
    const { user } = await openSignUp(world);
    await user.click(screen.getByText('이용약관 전문 보기'));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: '모두 동의합니다' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await screen.findByRole('heading', { level: 2, name: '회원 정보 입력' });
    await submit(user);
    expect(await seriousAxeFindings()).toEqual([]);

    await fillValid(user, world);
    await submit(user);
    await screen.findByRole('heading', { level: 2, name: '가입 신청이 접수되었습니다' });
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
