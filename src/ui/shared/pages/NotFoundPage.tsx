import type { PageProps } from '../routing/page-registry';
import { HomeNotice } from './HomeNotice';

/** Any path no route matches. */
export default function NotFoundPage({ route }: PageProps) {
  return (
    <HomeNotice title={route.title}>
      요청하신 페이지가 없거나 주소가 바뀌었습니다. 입력하신 주소를 다시 확인해 주세요.
    </HomeNotice>
  );
}
