import type { PageProps } from '../shared/routing/page-registry';
import { DonateCheckout } from './DonateCheckout';
import { DonationDone } from './DonationDone';
import { SandboxWindow } from './SandboxWindow';
import './Payments.css';

/**
 * 기부하기's three screens in one chunk (issue 31): the form, the sandbox's payment window and
 * the page every window returns to. One page file keeps the home route's table of pages short.
 */
export default function DonatePage({ route }: PageProps) {
  switch (route.id) {
    case 'donateSandbox':
      return <SandboxWindow route={route} />;
    case 'donateDone':
      return <DonationDone route={route} />;
    default:
      return <DonateCheckout route={route} />;
  }
}
