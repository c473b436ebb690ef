import { Link, useLocation, useSearch } from 'wouter';
import { formatNumber } from '../../domain/shared/format/number-format';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import { Pagination } from '../shared/paging/Pagination';
import type { PageProps } from '../shared/routing/page-registry';
import { OfficeFrame } from './OfficeFrame';
import { LoadedSection } from './LoadedSection';
import { MemberFacts, memberDetailHref, NamesakeWarning } from './MemberFacts';
import { MemberSearchForm } from './MemberSearchForm';
import { memberSearchAddress, memberSearchOf } from './member-search-address';

/**
 * 회원 검색: every account by name (초성 too), id, class, state or lock, newest first; each
 * shown is recorded as viewed. The search lives in the address, so back and forward work.
 */
export default function MemberSearchPage({ route }: PageProps) {
  const { admin } = useAppServices();
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = memberSearchOf(search);
  const loaded = useLoad((signal) => admin.listMembers(query, signal), search);

  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <MemberSearchForm
        key={search}
        initial={query}
        onSearch={(next) => navigate(memberSearchAddress(route.path, next))}
      />
      <LoadedSection
        id="member-search-results"
        title={`검색 결과${loaded.state === 'ready' ? ` ${formatNumber(loaded.value.total)}명` : ''}`}
        loaded={loaded}
        loading="회원을 찾는 중입니다…"
        failed="회원을 찾지 못했습니다. 잠시 후 다시 시도해 주세요."
      >
        {(found) =>
          found.total === 0 ? (
            <p>조건에 맞는 회원이 없습니다.</p>
          ) : (
            <>
              <ul className="applicants" aria-label="검색 결과 목록">
                {found.items.map((member) => (
                  <li key={member.userId} className="applicant">
                    <h3 className="applicant__head">
                      <Link href={memberDetailHref(member.userId)}>
                        {member.name || '(탈퇴한 회원)'} ({member.userId})
                      </Link>
                    </h3>
                    <MemberFacts member={member} />
                    <NamesakeWarning member={member} />
                  </li>
                ))}
              </ul>
              <Pagination
                of={found}
                label="검색 결과 페이지"
                hrefOf={(target) => memberSearchAddress(route.path, query, target)}
              />
            </>
          )
        }
      </LoadedSection>
    </OfficeFrame>
  );
}
