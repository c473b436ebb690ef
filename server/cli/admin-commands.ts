import { formatDate } from '../../src/domain/shared/format/date-format';
import type { Services } from '../services';

/** Where a command reads secrets and writes its output (the terminal, or a test). */
export interface CommandIo {
  print(line: string): void;
  /** A password: from ADMIN_PASSWORD, or asked for without echo. */
  password(prompt: string): Promise<string>;
}

export const USAGE = `사용법: npm run admin -- <명령> [인자]

  create-admin <아이디> [--name 이름] [--email 이메일]
      관리자 계정을 만듭니다. 비밀번호는 ADMIN_PASSWORD 환경 변수에서 읽거나 입력받습니다.
  list-pending
      승인 대기 중인 회원을 보여 줍니다.
  approve <아이디>
      가입을 승인하고 안내 메일을 보냅니다.
  reject <아이디> --reason "사유"
      가입을 거절하고 사유를 담은 메일을 보냅니다.
  reset-2fa <아이디>
      관리자의 추가 인증(인증 앱과 복구 코드)을 지웁니다. 다음 로그인에서 다시 등록합니다.
  reseal-resident-numbers
      기부자의 주민등록번호를 RESIDENT_NUMBER_KEYS의 첫 키로 다시 암호화합니다(키 교체).`;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Runs one administration command; throws UsageError for bad arguments, AppError for refusals. */
export async function runAdminCommand(
  argv: readonly string[],
  services: Services,
  io: CommandIo,
): Promise<void> {
  const [command, ...rest] = argv;
  const { positional, options } = parseArguments(rest);
  const administration = services.administration;

  switch (command) {
    case 'create-admin': {
      const userId = single(positional, '아이디');
      const password = await io.password('새 관리자 비밀번호: ');
      const created = await administration.createAdministrator({
        userId,
        password,
        name: options.get('name') ?? '총동문회 사무국',
        email: options.get('email') ?? null,
      });
      io.print(`관리자 계정 ${created.userId}을(를) 만들었습니다.`);
      return;
    }
    case 'list-pending': {
      const page = await administration.listMembers({ status: 'pending', page: 1, size: 100 });
      if (page.total === 0) {
        io.print('승인 대기 중인 회원이 없습니다.');
        return;
      }
      io.print(`승인 대기 ${page.total}명`);
      for (const member of page.items) {
        io.print(
          [
            member.userId,
            member.name,
            `${member.graduationYear}년 졸업`,
            `${member.classNumber}회`,
            member.email,
            `신청 ${formatDate(member.createdAt)}`,
          ].join('\t'),
        );
      }
      if (page.total > page.items.length) io.print(`… 외 ${page.total - page.items.length}명`);
      return;
    }
    case 'approve': {
      const userId = single(positional, '아이디');
      await administration.approveMember('command-line', userId);
      io.print(`${userId} 회원의 가입을 승인했습니다. 안내 메일을 보냈습니다.`);
      return;
    }
    case 'reject': {
      const userId = single(positional, '아이디');
      const reason = options.get('reason');
      if (!reason) throw new UsageError('거절 사유를 --reason "사유"로 적어 주세요.');
      await administration.rejectMember('command-line', userId, reason);
      io.print(`${userId} 회원의 가입을 거절했습니다. 사유를 담은 메일을 보냈습니다.`);
      return;
    }
    case 'reset-2fa': {
      const userId = single(positional, '아이디');
      const removed = await services.secondFactor.reset(userId);
      io.print(
        removed
          ? `${userId} 계정의 추가 인증을 지웠습니다. 다음 로그인에서 인증 앱을 다시 등록합니다.`
          : `${userId} 계정에는 등록된 추가 인증이 없습니다.`,
      );
      return;
    }
    case 'reseal-resident-numbers': {
      const { resealed, current } = await services.residentNumberKeys.reseal();
      io.print(
        `주민등록번호 ${resealed}건을 새 키로 다시 암호화했습니다(이미 새 키였던 번호 ${current}건).`,
      );
      return;
    }
    case undefined:
    case 'help':
    case '--help':
      io.print(USAGE);
      return;
    default:
      throw new UsageError(`알 수 없는 명령입니다: ${command}`);
  }
}

function parseArguments(args: readonly string[]): {
  positional: string[];
  options: Map<string, string>;
} {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const argument = args[index] ?? '';
    if (argument.startsWith('--')) {
      const [key = '', inline] = argument.slice(2).split('=', 2);
      const value = inline ?? args[index + 1];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) {
        throw new UsageError(`--${key}에 값을 적어 주세요.`);
      }
      if (inline === undefined) index += 1;
      options.set(key, value);
    } else {
      positional.push(argument);
    }
  }
  return { positional, options };
}

function single(positional: readonly string[], what: string): string {
  if (positional.length !== 1 || !positional[0])
    throw new UsageError(`${what}를 하나 적어 주세요.`);
  return positional[0];
}
