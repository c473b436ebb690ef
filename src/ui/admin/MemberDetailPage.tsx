import { useState } from 'react';
import { useSearch } from 'wouter';
import type { MemberDetail } from '../../domain/admin/member-summary';
import { CONSENT_LABELS } from '../../domain/accounts';
import { formatAccessTime, formatDate } from '../../domain/shared/format/date-format';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import { OfficeFrame } from './OfficeFrame';
import { LoadedSection } from './LoadedSection';
import { type ActionOutcome, MemberActions } from './MemberActions';
import { MemberMessageChoices } from './MemberMessageChoices';
import { MemberFacts, NamesakeWarning } from './MemberFacts';

/** A date and time, or a dash. */
const when = (at: string | null) => (at ? formatAccessTime(at) : '-');

/**
 * 회원 상세 (`?id=`): one member as the office sees them (recorded as viewed), what was decided
 * and why, the consents as they stand, and the office's actions on the account; then what the
 * member receives from the office, with every change (받을 소식).
 */
export default function MemberDetailPage({ route }: PageProps) {
  const { admin } = useAppServices();
  const userId = new URLSearchParams(useSearch()).get('id')?.trim() ?? '';
  const [version, setVersion] = useState(0);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const loaded = useLoad((signal) => admin.memberDetail(userId, signal), `${userId}#${version}`);

  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      {/* Outside the section, which reloads after an action: the news must outlive it. */}
      <p role="status" className={outcome && !outcome.failed ? 'office-said' : 'visually-hidden'}>
        {outcome && !outcome.failed ? outcome.text : ''}
      </p>
      {outcome?.failed ? <p role="alert">{outcome.text}</p> : null}
      <LoadedSection
        id="member-detail-title"
        title={loaded.state === 'ready' ? memberTitle(loaded.value) : '회원 정보'}
        loaded={loaded}
        loading="회원 정보를 불러오는 중입니다…"
        failed="회원 정보를 불러오지 못했습니다. 아이디를 확인해 주세요."
      >
        {(member) => (
          <>
            <MemberFacts member={member} />
            <NamesakeWarning member={member} />
            <dl className="member-facts">
              <Fact
                term="직장·직책"
                value={[member.company, member.jobTitle].filter(Boolean).join(' · ')}
              />
              <Fact term="주소" value={member.address} />
              <Fact
                term="승인·거절"
                value={
                  member.approvedBy ? `${when(member.approvedAt)} (${member.approvedBy})` : null
                }
              />
              <Fact term="사유" value={member.statusReason} />
              <Fact
                term="이용 정지"
                value={
                  member.locked
                    ? `${when(member.lockedAt)} (${member.lockedBy ?? '-'}): ${member.lockReason ?? ''}`
                    : null
                }
              />
              <Fact term="탈퇴일" value={member.withdrawnAt ? when(member.withdrawnAt) : null} />
              <Fact term="동의" value={consentsLine(member.consents)} />
            </dl>
            <MemberActions
              member={member}
              onDone={(next) => {
                setOutcome(next);
                if (!next.failed) setVersion((count) => count + 1);
              }}
            />
          </>
        )}
      </LoadedSection>
      {loaded.state === 'ready' ? <MemberMessageChoices userId={loaded.value.userId} /> : null}
    </OfficeFrame>
  );
}

function memberTitle(member: MemberDetail): string {
  return `${member.name || '(탈퇴한 회원)'} (${member.userId})`;
}

/** 이용약관 동의(2026.03.02), …, 마케팅 정보 수신(이메일·문자) 철회(2026.11.22): the last answers. */
function consentsLine(consents: MemberDetail['consents']): string | null {
  if (consents.length === 0) return null;
  return consents
    .map(
      (consent) =>
        `${CONSENT_LABELS[consent.kind]} ${consent.agreed ? '동의' : '철회'}(${formatDate(consent.recordedAt)})`,
    )
    .join(', ');
}

function Fact({ term, value }: { readonly term: string; readonly value: string | null }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value || '-'}</dd>
    </div>
  );
}
