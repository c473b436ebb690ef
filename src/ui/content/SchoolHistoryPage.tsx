import { timelineByDecade, timelineDateOf } from '../../domain/content/history';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import type { PageProps } from '../shared/routing/page-registry';
import './History.css';

/** 연혁: the school's timeline by decade, with a way to jump to each decade. */
export default function SchoolHistoryPage({ route }: PageProps) {
  const { history } = useAppServices();
  const { result: found, retry } = useRetryableLoad(async (signal) =>
    timelineByDecade(await history.timeline(signal)),
  );
  return (
    <article
      className="history"
      aria-labelledby="history-title"
      aria-busy={found.state === 'loading'}
    >
      <h1 id="history-title">{route.title}</h1>
      <LoadGate result={found} what="연혁" onRetry={retry}>
        {(decades) =>
          decades.length === 0 ? (
            <p>아직 등록된 연혁이 없습니다.</p>
          ) : (
            <>
              <nav aria-label="연대별 바로 가기" className="history__decades">
                <ul>
                  {decades.map(({ decade }) => (
                    <li key={decade}>
                      <a href={`#decade-${decade}`}>{decade}년대</a>
                    </li>
                  ))}
                </ul>
              </nav>
              {decades.map(({ decade, entries }) => (
                <section
                  key={decade}
                  aria-labelledby={`decade-${decade}`}
                  className="history__decade"
                >
                  <h2 id={`decade-${decade}`}>{decade}년대</h2>
                  <ol className="history__timeline">
                    {entries.map((entry, index) => (
                      <li key={`${entry.year}-${entry.month ?? 0}-${index}`}>
                        <time
                          dateTime={
                            entry.month === null
                              ? String(entry.year)
                              : `${entry.year}-${String(entry.month).padStart(2, '0')}`
                          }
                        >
                          {timelineDateOf(entry)}
                        </time>
                        <span>{entry.event}</span>
                      </li>
                    ))}
                  </ol>
                </section>
              ))}
            </>
          )
        }
      </LoadGate>
    </article>
  );
}
