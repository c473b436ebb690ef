import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import {
  alumniQueryOf,
  alumniSearchOf,
  type AlumniSearchValues,
  searchStringOf,
} from './alumni-search-params';
import { AlumniResults } from './AlumniResults';
import { AlumniSearchForm } from './AlumniSearchForm';
import './FindAlumniPage.css';

/**
 * 동문 찾기: a search form over the alumni directory and its results, a page at a time. The
 * search lives in the address (`?name=…&page=2`), so back, forward and reload keep it; each
 * card shows what that member chose to share, as the server sends it.
 */
export default function FindAlumniPage({ route }: PageProps) {
  const { directory, routes } = useAppServices();
  const [, navigate] = useLocation();
  const { values, page } = alumniSearchOf(useSearch());
  const searchKey = searchStringOf(values, page);
  const regions = useLoad((signal) => directory.alumniRegions(signal));

  // A search runs for each search in the address, and again on "다시 시도"; the one before is
  // cancelled, and a newer search reads as loading until its own answer comes.
  const [attempt, setAttempt] = useState(0);
  const found = useLoad(
    (signal) => directory.searchAlumni(alumniQueryOf(values, page), signal),
    `${searchKey}#${attempt}`,
  );

  // After a search or a page change the member asked for, the focus goes to the result's
  // heading once the result is there, so that a screen reader reads the count next.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);
  useEffect(() => {
    if (found.state === 'loading' || !focusResult.current) return;
    focusResult.current = false;
    heading.current?.focus();
  }, [found]);

  const hrefOf = (next: AlumniSearchValues, nextPage: number) =>
    `${route.path}?${searchStringOf(next, nextPage)}`;
  const search = (next: AlumniSearchValues) => {
    focusResult.current = true;
    if (searchStringOf(next, 1) === searchKey) setAttempt((count) => count + 1);
    else navigate(hrefOf(next, 1));
  };
  const retry = () => {
    focusResult.current = true;
    setAttempt((count) => count + 1);
  };

  return (
    <div className="find-alumni">
      <h1>{route.title}</h1>
      <p className="muted">이름, 졸업 연도나 기수, 사는 지역, 직장으로 동문을 찾을 수 있습니다.</p>
      {/* A new search in the address (back, forward) shows its own criteria in the form. */}
      <AlumniSearchForm
        key={searchStringOf(values, 1)}
        initial={values}
        regions={regions}
        onSearch={search}
      />
      <p className="find-alumni__note">
        연락처·직장·지역은 동문 각자가 공개하기로 한 항목만 보입니다. 내 정보를 어디까지 공개할지는{' '}
        <Link href={routes.byId('myInfo').path}>내 정보</Link>에서 정할 수 있습니다.
      </p>

      <AlumniResults
        found={found}
        heading={heading}
        onRetry={retry}
        hrefOf={(nextPage) => hrefOf(values, nextPage)}
        onNavigate={(target) => {
          if (target !== page) focusResult.current = true;
        }}
      />
    </div>
  );
}
