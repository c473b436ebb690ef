import { useState } from 'react';
import { Link } from 'wouter';
import type { MemberProfile } from '../../domain/shared/member/member-profile';
import { useAppServices } from '../shared/app/app-services';
import type { PageProps } from '../shared/routing/page-registry';
import { ConsentSection } from './ConsentSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { PrivacySection } from './PrivacySection';
import { ProfileSection } from './ProfileSection';
import { useLoad } from '../shared/load/use-load';
import { MyPageTabs } from '../shared/layout/MyPageTabs';
import './MyInfoPage.css';

/**
 * 내 정보 (/me): the member's own profile, e-mail, directory privacy and password, each saved on
 * its own, the consents given at sign-up (the optional ones withdrawn here), and the way to
 * withdrawal.
 */
export default function MyInfoPage({ route }: PageProps) {
  // A new attempt is a new loader: the load runs once per mount.
  const [attempt, setAttempt] = useState(0);
  return (
    <div className="my-info">
      <h1>{route.title}</h1>
      <MyPageTabs current="myInfo" />
      <MyInfoLoader key={attempt} onRetry={() => setAttempt((count) => count + 1)} />
    </div>
  );
}

function MyInfoLoader({ onRetry }: { readonly onRetry: () => void }) {
  const { myInfo } = useAppServices();
  const loaded = useLoad((signal) => myInfo.getMyInfo(signal));
  if (loaded.state === 'loading') {
    return (
      <p role="status" className="page-status">
        내 정보를 불러오는 중입니다…
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div role="alert" className="my-info__failure">
        <p>내 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>
        <button type="button" className="button" onClick={onRetry}>
          다시 시도
        </button>
      </div>
    );
  }
  return <MyInfoSections profile={loaded.value} />;
}

function MyInfoSections({ profile }: { readonly profile: MemberProfile }) {
  const { routes } = useAppServices();
  // What the server holds now: each section sends it with its own changes.
  const [saved, setSaved] = useState(profile);
  const section = { saved, onSaved: setSaved };

  return (
    <>
      <dl className="my-info__facts">
        <div>
          <dt>아이디</dt>
          <dd>{saved.userId}</dd>
        </div>
      </dl>
      <p className="muted">아이디는 바꿀 수 없습니다. 항목마다 따로 저장합니다.</p>

      <section className="my-info__section">
        <h2 id="my-info-profile">기본 정보</h2>
        <ProfileSection {...section} headingId="my-info-profile" />
      </section>

      <section className="my-info__section">
        <h2 id="my-info-email">이메일</h2>
        <EmailSection {...section} headingId="my-info-email" />
      </section>

      <section className="my-info__section">
        <h2 id="my-info-privacy">동문 찾기 공개 범위</h2>
        <PrivacySection {...section} headingId="my-info-privacy" />
      </section>

      <section className="my-info__section">
        <h2 id="my-info-password">비밀번호 변경</h2>
        <PasswordSection saved={saved} headingId="my-info-password" />
      </section>

      <section className="my-info__section">
        <h2 id="my-info-consents">동의 내역</h2>
        <ConsentSection headingId="my-info-consents" />
      </section>

      <section className="my-info__section">
        <h2 id="my-info-withdraw">회원 탈퇴</h2>
        <p>
          탈퇴하면 회원 정보가 바로 삭제되고, 같은 아이디는 다시 사용할 수 없습니다. 기부 기록은
          법에서 정한 기간 동안 보관합니다.
        </p>
        <p>
          <Link href={routes.byId('withdraw').path}>회원 탈퇴 안내 보기</Link>
        </p>
      </section>
    </>
  );
}
