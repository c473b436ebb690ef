import { Link } from 'wouter';
import { useAppServices } from '../../shared/app/app-services';
import '../account-recovery.css';

/** The last step of finding a password: sign in with the new one. */
export function PasswordChangedStep() {
  const { routes } = useAppServices();
  return (
    <>
      <p>
        새 비밀번호로 로그인해 주세요. 보안을 위해 이 계정으로 로그인되어 있던 모든 기기에서
        로그아웃되었습니다.
      </p>
      <div className="recovery__actions">
        <Link href={routes.byId('signIn').path} className="button button--primary button--block">
          로그인하러 가기
        </Link>
      </div>
    </>
  );
}
