import { Link } from 'wouter';
import type { NoticeSummary } from '../../domain/content/notices';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { formatDate } from '../../domain/shared/format/date-format';
import { withObjectParticle } from '../../domain/shared/text/korean-particles';
import type { Page } from '../../domain/shared/paging/page';
import { useAppServices } from '../shared/app/app-services';
import type { PageProps } from '../shared/routing/page-registry';
import { useLoad } from '../shared/load/use-load';
import { itemHref } from '../../domain/shared/routing/item-address';
import { RecentPhotos } from './HomeRecentPhotos';
import { HomeCardHead, Loading } from './HomeSection';
import './HomePage.css';

/** The home page: welcome, quick links, latest notices, this year's donations, recent photos. */
export default function HomePage(_: PageProps) {
  const { association, routes } = useAppServices();
  const quickLinks = (['greeting', 'contributionInformation', 'findAlumni', 'notice'] as const).map(
    (id) => routes.byId(id),
  );
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title" className="hero__title">
          {association.name}
        </h1>
        <p className="hero__lead">
          {withObjectParticle(association.schoolName)} 함께 다닌 동문 여러분을 환영합니다.
          총동문회는 동문 사이의 교류와 후배들을 위한 장학 사업에 힘쓰고 있습니다.
        </p>
      </section>

      <nav aria-label="바로가기" className="quick-links">
        <ul>
          {quickLinks.map((route) => (
            <li key={route.id}>
              <Link href={route.path} className="quick-links__item">
                {route.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="home__columns">
        <LatestNotices />
        <DonationTotal />
      </div>
      <RecentPhotos />
    </div>
  );
}

function LatestNotices() {
  const { notices: noticeApi, routes } = useAppServices();
  const notices = useLoad((signal) => noticeApi.listNotices({ page: 1, size: 5 }, signal));
  const noticePath = routes.byId('notice').path;
  const hrefOf = (noticeId: string) => itemHref(noticePath, noticeId);
  return (
    <section className="home-card" aria-labelledby="notices-title">
      <HomeCardHead id="notices-title" title="공지사항" href={noticePath}>
        공지사항 더 보기
      </HomeCardHead>
      <Loading
        result={notices}
        failure="공지사항을 불러오지 못했습니다."
        placeholder={
          <ul className="notice-list">
            {PLACEHOLDER_ROWS.map((row) => (
              <li key={row}>
                <span className="notice-list__title placeholder-text" />
                <time className="placeholder-text">0000.00.00</time>
              </li>
            ))}
          </ul>
        }
      >
        {(page: Page<NoticeSummary>) =>
          page.items.length === 0 ? (
            <p className="notice-list notice-list--empty">등록된 공지사항이 없습니다.</p>
          ) : (
            <ul className="notice-list">
              {page.items.map((notice) => (
                <li key={notice.noticeId}>
                  {notice.pinned ? <span className="badge">중요</span> : null}
                  <Link href={hrefOf(notice.noticeId)} className="notice-list__title">
                    {notice.title}
                  </Link>
                  <time dateTime={notice.postedAt}>{formatDate(notice.postedAt)}</time>
                </li>
              ))}
            </ul>
          )
        }
      </Loading>
    </section>
  );
}

function DonationTotal() {
  const { content, clock, routes } = useAppServices();
  const year = clock.now().getFullYear();
  const statistics = useLoad((signal) => content.donationYear(year, signal));
  return (
    <section className="home-card home-card--accent" aria-labelledby="donation-title">
      <h2 id="donation-title">{year}년 장학기금</h2>
      <Loading
        result={statistics}
        failure="기부 현황을 불러오지 못했습니다."
        placeholder={
          <>
            <p className="donation-total placeholder-text">0원</p>
            <p className="donation-total__note placeholder-text">
              올해 000명의 동문이 뜻을 모아 주셨습니다.
            </p>
          </>
        }
      >
        {(value) =>
          value ? (
            <>
              <p className="donation-total">{formatKoreanAmount(value.totalAmount)}</p>
              <p className="donation-total__note">
                올해 {value.donorCount.toLocaleString('ko-KR')}명의 동문이 뜻을 모아 주셨습니다.
              </p>
            </>
          ) : (
            <p className="donation-total__note">올해 모금 현황은 곧 알려 드립니다.</p>
          )
        }
      </Loading>
      {/* 기부 안내 is among the quick links; the fund box leads to giving itself (issue 31). */}
      <Link href={routes.byId('donate').path} className="button button--primary">
        기부하기
      </Link>
    </section>
  );
}

const PLACEHOLDER_ROWS = [1, 2, 3, 4, 5];
