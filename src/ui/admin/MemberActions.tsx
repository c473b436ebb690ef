import { useState } from 'react';
import type { AdminApi } from '../../application/admin/admin-api';
import {
  type MemberDetail,
  OFFICE_ACTION_REASON_MAX_LENGTH,
} from '../../domain/admin/member-summary';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { ReasonForm } from './ReasonForm';

/** What an action came to: done (said politely) or refused (said as an alert). */
export interface ActionOutcome {
  readonly text: string;
  readonly failed: boolean;
}

/** An office action with a reason: its button, its form's words, the call and what is said. */
interface ReasonAction {
  readonly button: string;
  readonly label: string;
  readonly hint: string;
  readonly submit: string;
  readonly run: (admin: AdminApi, userId: string, reason: string) => Promise<void>;
  readonly done: string;
}

/** The actions open to the office on this member, in the order they are offered. */
function actionsFor(member: MemberDetail): ReasonAction[] {
  const actions: ReasonAction[] = [];
  const reasonHint = '사유는 감사 기록에 남습니다.';
  if (member.locked) {
    actions.push({
      button: '정지 해제',
      label: '정지 해제 사유',
      hint: reasonHint,
      submit: '해제하기',
      run: (admin, userId, reason) => admin.unlockMember(userId, reason),
      done: '이용 정지를 해제했습니다.',
    });
  } else if (member.status !== 'withdrawn') {
    actions.push({
      button: '이용 정지',
      label: '이용 정지 사유',
      hint: `정지하면 로그인할 수 없고, 로그인한 기기에서 모두 로그아웃됩니다. ${reasonHint}`,
      submit: '정지하기',
      run: (admin, userId, reason) => admin.lockMember(userId, reason),
      done: '이용을 정지했습니다. 로그인한 기기에서 모두 로그아웃되었습니다.',
    });
  }
  if (member.status === 'approved' || member.role === 'admin') {
    const granting = member.role !== 'admin';
    actions.push({
      button: granting ? '관리자 권한 부여' : '관리자 권한 해제',
      label: '권한 변경 사유',
      hint: reasonHint,
      submit: '변경하기',
      run: (admin, userId, reason) =>
        admin.changeRole(userId, granting ? 'admin' : 'member', reason),
      done: granting ? '관리자 권한을 부여했습니다.' : '관리자 권한을 해제했습니다.',
    });
  }
  if (member.status !== 'withdrawn') {
    actions.push({
      button: '탈퇴 처리',
      label: '탈퇴 처리 사유',
      hint: `탈퇴 처리하면 회원의 개인정보가 지워지며 되돌릴 수 없습니다. ${reasonHint}`,
      submit: '탈퇴 처리하기',
      run: (admin, userId, reason) => admin.withdrawMember(userId, reason),
      done: '탈퇴 처리했습니다. 개인정보를 지웠습니다.',
    });
  }
  return actions;
}

/**
 * What the office can do to a member: lock or unlock, a password-reset mail, the administrator
 * role, withdrawal; each but the mail with a reason. The outcome is announced; a refusal says
 * the server's words.
 */
export function MemberActions({
  member,
  onDone,
}: {
  readonly member: MemberDetail;
  /** Told what was done (the page reads the member again and says it), or why not. */
  readonly onDone: (outcome: ActionOutcome) => void;
}) {
  const { admin } = useAppServices();
  const reasonOf = useRefusalReason();
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const perform = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      setOpen(null);
      onDone({ text: done, failed: false });
    } catch (error) {
      const text = reasonOf(error, '처리하지 못했습니다.');
      onDone({ text, failed: true });
    } finally {
      setBusy(false);
    }
  };

  const actions = actionsFor(member);
  const current = actions.find((action) => action.button === open);
  return (
    <section aria-labelledby="member-actions-title">
      <h2 id="member-actions-title">관리</h2>
      {current ? (
        <ReasonForm
          label={current.label}
          hint={current.hint}
          maxLength={OFFICE_ACTION_REASON_MAX_LENGTH}
          submitLabel={current.submit}
          busy={busy}
          onSubmit={(reason) =>
            void perform(() => current.run(admin, member.userId, reason), current.done)
          }
          onCancel={() => setOpen(null)}
        />
      ) : (
        <p className="office-actions">
          {actions.map((action) => (
            <button
              key={action.button}
              type="button"
              className="button"
              disabled={busy}
              onClick={() => setOpen(action.button)}
            >
              {action.button}
            </button>
          ))}
          {member.status === 'approved' && member.email ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                void perform(
                  () => admin.sendPasswordReset(member.userId),
                  `${member.email} 주소로 비밀번호 재설정 메일을 보냈습니다.`,
                )
              }
            >
              비밀번호 재설정 메일 발송
            </button>
          ) : null}
        </p>
      )}
    </section>
  );
}
