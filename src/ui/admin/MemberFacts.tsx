import { Link } from 'wouter';
import { ACCOUNT_STATUS_LABELS, type MemberSummary } from '../../domain/admin/member-summary';
import { formatDate } from '../../domain/shared/format/date-format';

/** Where a member's detail page is (the id in the query: the access log keeps paths only). */
export function memberDetailHref(userId: string): string {
  return `/admin/members/detail?id=${encodeURIComponent(userId)}`;
}

/** What the office reads of a member in a list: as given at sign-up, and the account's state. */
export function MemberFacts({ member }: { readonly member: MemberSummary }) {
  return (
    <dl className="member-facts">
      <div>
        <dt>생년월일</dt>
        <dd>{member.birthDate ?? '-'}</dd>
      </div>
      <div>
        <dt>졸업·기수</dt>
        <dd>
          {member.graduationYear}년 졸업 · {member.classNumber}기
        </dd>
      </div>
      <div>
        <dt>과정</dt>
        <dd>{member.course ?? '-'}</dd>
      </div>
      <div>
        <dt>이메일</dt>
        <dd>{member.email || '-'}</dd>
      </div>
      <div>
        <dt>휴대전화</dt>
        <dd>{member.mobile ?? '-'}</dd>
      </div>
      <div>
        <dt>신청일</dt>
        <dd>{formatDate(member.createdAt)}</dd>
      </div>
      <div>
        <dt>상태</dt>
        <dd>
          {ACCOUNT_STATUS_LABELS[member.status]}
          {member.locked ? ' · 이용 정지' : ''}
          {member.role === 'admin' ? ' · 관리자' : ''}
        </dd>
      </div>
    </dl>
  );
}

/** The warning of other accounts with the same name and birth date, linking to each. */
export function NamesakeWarning({ member }: { readonly member: MemberSummary }) {
  if (member.sameNameAndBirthDate.length === 0) return null;
  return (
    <p className="member-warning">
      <strong>주의:</strong> 이름과 생년월일이 같은 계정이 있습니다(중복 가입이거나 다른 사람일 수
      있습니다):{' '}
      {member.sameNameAndBirthDate.map((userId, index) => (
        <span key={userId}>
          {index > 0 ? ', ' : null}
          <Link href={memberDetailHref(userId)}>{userId}</Link>
        </span>
      ))}
    </p>
  );
}
