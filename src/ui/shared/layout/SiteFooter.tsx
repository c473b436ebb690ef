import { Link } from 'wouter';
import { useAppServices } from '../app/app-services';
import './SiteFooter.css';

/** The association's details, and the privacy policy link in bold (Korean law expects it). */
export function SiteFooter() {
  const { association, clock } = useAppServices();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__links">
          <Link href="/privacy" className="site-footer__privacy">
            <strong>개인정보처리방침</strong>
          </Link>
        </p>
        <address className="site-footer__address">
          <span>{association.name}</span>
          <span>주소: {association.address}</span>
          <span>
            전화: <a href={`tel:${association.phone}`}>{association.phone}</a>
          </span>
          <span>팩스: {association.fax}</span>
          <span>
            이메일: <a href={`mailto:${association.email}`}>{association.email}</a>
          </span>
          <span>고유번호: {association.registrationNumber}</span>
          <span>대표자: {association.representative}</span>
        </address>
        <p className="site-footer__copyright">
          © {clock.now().getFullYear()} {association.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
