import { Link } from 'wouter';
import { useAppServices } from '../shared/app/app-services';

/**
 * The way to 기부하기 from the pages about giving (기부 안내, the home page's fund box, 기부
 * 현황): a link styled as a button; the page itself loads only when followed.
 */
export function DonateLink({
  label = '기부하기',
  primary = true,
}: {
  readonly label?: string;
  readonly primary?: boolean;
}) {
  const { routes } = useAppServices();
  return (
    <Link
      href={routes.byId('donate').path}
      className={primary ? 'button button--primary' : 'button'}
    >
      {label}
    </Link>
  );
}
