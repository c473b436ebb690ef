import { useSearch } from 'wouter';
import { pageNumberOf } from '../../domain/shared/paging/page';
import type { PageProps } from '../shared/routing/page-registry';
import { NoticeList } from './NoticeList';
import { NoticeView } from './NoticeView';
import './NoticePage.css';

/**
 * 공지사항: the list (search and page in the address, `?query=…&page=2`) or, with `?id=`, one
 * notice, so that every notice has an address to share and back/forward keep the place.
 */
export default function NoticePage({ route }: PageProps) {
  const parameters = new URLSearchParams(useSearch());
  const noticeId = parameters.get('id');
  if (noticeId) return <NoticeView key={noticeId} noticeId={noticeId} listPath={route.path} />;
  return (
    <NoticeList
      title={route.title}
      listPath={route.path}
      query={parameters.get('query') ?? ''}
      page={pageNumberOf(parameters.get('page'))}
    />
  );
}
