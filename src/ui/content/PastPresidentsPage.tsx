import { useState } from 'react';
import { termYearsOf } from '../../domain/content/history';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import './History.css';

/** 역대 회장: the association's presidents as a table, by term. */
export default function PastPresidentsPage({ route }: PageProps) {
  const { history } = useAppServices();
  const [attempt, setAttempt] = useState(0);
  const found = useLoad((signal) => history.presidents(signal), String(attempt));
  return (
    <article
      className="history"
      aria-labelledby="presidents-title"
      aria-busy={found.state === 'loading'}
    >
      <h1 id="presidents-title">{route.title}</h1>
      {found.state === 'loading' ? (
        <p role="status" className="muted">
          역대 회장을 불러오는 중입니다…
        </p>
      ) : found.state === 'failed' ? (
        <div role="alert">
          <p>역대 회장을 불러오지 못했습니다.</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            다시 시도
          </button>
        </div>
      ) : found.value.length === 0 ? (
        <p>아직 등록된 역대 회장이 없습니다.</p>
      ) : (
        <div className="history__table-scroll">
          <table className="history__table">
            <caption className="visually-hidden">역대 회장 목록(대 순서)</caption>
            <thead>
              <tr>
                <th scope="col">대</th>
                <th scope="col">성명</th>
                <th scope="col">기수</th>
                <th scope="col">임기</th>
              </tr>
            </thead>
            <tbody>
              {found.value.map((president) => (
                <tr key={president.term}>
                  <th scope="row">제{president.term}대</th>
                  <td>{president.name}</td>
                  <td>{president.classNumber === null ? '—' : `${president.classNumber}회`}</td>
                  <td>{termYearsOf(president)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
