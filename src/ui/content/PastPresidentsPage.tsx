import { termYearsOf } from '../../domain/content/history';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import type { PageProps } from '../shared/routing/page-registry';
import './History.css';

/** 역대 회장: the association's presidents as a table, by term. */
export default function PastPresidentsPage({ route }: PageProps) {
  const { history } = useAppServices();
  const { result: found, retry } = useRetryableLoad((signal) => history.pastPresidents(signal));
  return (
    <article
      className="history"
      aria-labelledby="presidents-title"
      aria-busy={found.state === 'loading'}
    >
      <h1 id="presidents-title">{route.title}</h1>
      <LoadGate result={found} what="역대 회장" onRetry={retry}>
        {(presidents) =>
          presidents.length === 0 ? (
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
                  {presidents.map((president) => (
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
          )
        }
      </LoadGate>
    </article>
  );
}
