import { Link, useLocation, useSearch } from 'wouter';
import {
  ALBUM_KIND_LABELS,
  ALBUM_KINDS,
  ALBUM_PAGE_SIZE,
  type AlbumKind,
} from '../../domain/content/albums';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatNumber } from '../../domain/shared/format/number-format';
import { pageNumberOf } from '../../domain/shared/paging/page';
import { itemHref } from '../../domain/shared/routing/item-address';
import { OfficeFrame } from '../admin';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import { Pagination } from '../shared/paging/Pagination';
import type { PageProps } from '../shared/routing/page-registry';
import { SidewaysScroll } from '../shared/tables/SidewaysScroll';

/** 앨범 관리: one gallery's albums (the gallery and page in the address), drafts first. */
export default function OfficeAlbumsPage({ route }: PageProps) {
  const { officeAlbums, routes } = useAppServices();
  const [, navigate] = useLocation();
  const parameters = new URLSearchParams(useSearch());
  const kind = ALBUM_KINDS.find((each) => each === parameters.get('kind')) ?? 'school';
  const page = pageNumberOf(parameters.get('page'));
  const { result: found, retry } = useRetryableLoad(
    (signal) => officeAlbums.officeAlbums({ kind, page, size: ALBUM_PAGE_SIZE }, signal),
    `${kind}|${page}`,
  );
  const editor = routes.byId('officeAlbumEditor').path;
  const listHref = (target: AlbumKind, targetPage = 1) =>
    `${route.path}?kind=${target}${targetPage > 1 ? `&page=${targetPage}` : ''}`;

  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <div className="office-actions">
        <label htmlFor="album-kind">갤러리</label>{' '}
        <select
          id="album-kind"
          value={kind}
          onChange={(event) => navigate(listHref(event.target.value as AlbumKind))}
        >
          {ALBUM_KINDS.map((each) => (
            <option key={each} value={each}>
              {ALBUM_KIND_LABELS[each]}
            </option>
          ))}
        </select>{' '}
        <Link href={`${editor}?kind=${kind}`} className="button button--primary">
          새 앨범 만들기
        </Link>
      </div>
      <section aria-labelledby="office-albums" aria-busy={found.state === 'loading'}>
        <h2 id="office-albums">
          {ALBUM_KIND_LABELS[kind]} 앨범
          {found.state === 'ready' ? ` ${formatNumber(found.value.total)}개` : ''}
        </h2>
        <LoadGate result={found} what="앨범" onRetry={retry}>
          {(value) => (
            <>
              {value.items.length === 0 ? (
                <p>이 갤러리에는 아직 앨범이 없습니다.</p>
              ) : (
                <SidewaysScroll label="앨범 목록 표">
                  <table className="office-table">
                    <caption className="visually-hidden">앨범 목록</caption>
                    <thead>
                      <tr>
                        <th scope="col">제목</th>
                        <th scope="col">상태</th>
                        <th scope="col">찍은 날</th>
                        <th scope="col" className="office-table__number">
                          사진
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {value.items.map((album) => (
                        <tr key={album.albumId}>
                          <th scope="row">
                            <Link href={itemHref(editor, album.albumId)}>{album.title}</Link>
                          </th>
                          <td>{album.published ? '게시' : '임시 저장'}</td>
                          <td>{album.takenOn ? formatDate(album.takenOn) : '—'}</td>
                          <td className="office-table__number">{formatNumber(album.photoCount)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </SidewaysScroll>
              )}
              <Pagination
                of={value}
                label="앨범 목록 페이지"
                hrefOf={(target) => listHref(kind, target)}
              />
            </>
          )}
        </LoadGate>
      </section>
    </OfficeFrame>
  );
}
