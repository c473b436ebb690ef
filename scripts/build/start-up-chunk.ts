/**
 * The app's own start-up modules, put in one chunk (`app`, vite.config.ts) rather than a dozen
 * small ones (issue 10): the composition root, the HTTP adapters the first screen calls, the
 * session, the layout and the routing. Pages stay apart.
 *
 * A chunk group takes every module it matches, even one that only a later chunk imports, and
 * the home route then downloads it for nothing. Hence the exceptions: the HTTP client's upload
 * and download readers (loaded at their first use), the adapters loaded with their pages
 * (composition/lazy-port.ts), and the shared modules only some pages use.
 */

/** Paths under `src/` (a folder, or a file without its extension) that start the app. */
const START_UP = [
  'composition/container',
  'composition/app-services',
  'composition/config',
  'composition/platform',
  'composition/session-actor',
  'adapters/http/',
  'adapters/storage/',
  'adapters/clock/',
  'adapters/logging/',
  'adapters/postal/lazy-postal-search',
  'adapters/notify/toast-loader',
  'adapters/notify/toast-notifier',
  'adapters/notify/NotificationOutlet',
  'application/',
  'contract/endpoints',
  'contract/site-endpoints',
  'contract/shared/envelope',
  'domain/shared/routing/',
  'domain/shared/calendar/',
  'domain/shared/text/korean-particles',
  'domain/shared/format/date-format',
  'domain/session/',
  'domain/access-log/menu-access',
  'domain/content/site-images',
  'ui/shared/app/',
  'ui/shared/layout/',
  'ui/shared/routing/',
  'ui/shared/load/',
  'ui/session/use-session',
  'ui/session/index',
  'ui/content/SitePhoto',
];

/** Paths inside START_UP that the first screen does not need. */
const LATER = [
  'adapters/http/downloaded-file',
  'adapters/http/xhr-upload',
  'adapters/http/http-admin-api',
  'adapters/http/http-office-',
  'adapters/http/http-history-api',
  'adapters/http/http-company-api',
  'adapters/http/http-member-company-api',
  'adapters/http/http-library-api',
  'adapters/http/library-query',
  'adapters/http/http-alumni-directory-api',
  'adapters/http/http-my-info-api',
  // The office's calls: loaded by the HTTP client at the first of them.
  'contract/endpoints/office/',
  // The later pages' calls: loaded by the HTTP client at the first of them.
  'contract/endpoints/pages/',
  'contract/endpoints/accounts',
  'contract/endpoints/my-info',
  'adapters/http/http-donation-api',
  'adapters/http/http-public-donation-api',
  'adapters/http/donation-query',
  // 기부하기's and the member's dues' calls: loaded by their port at its first call.
  'adapters/http/http-payment-api',
  'adapters/http/http-pledge-api',
  'adapters/http/http-dues-api',
  // Events' calls (the calendar, /me, a mail's link): loaded by their port at its first call.
  'adapters/http/http-events-api',
  // 받을 소식's calls (/me, a mail's link, the office's member page): loaded at their first call.
  'adapters/http/http-message-choices-api',
  // Read by the forms that answer a refusal next to a field, and by the attachment editors.
  'application/shared/errors/refusal-codes',
  'application/files/save-attachment',
  // The console's pages' table: loaded with the first of them.
  'ui/shared/routing/console-pages',
  // The account's pages' table: loaded with the first of them.
  'ui/shared/routing/account-pages',
  // Lists and pages that wait for their content.
  'ui/shared/routing/list-address',
  'ui/shared/load/LoadGate',
  // 내 정보's tabs, on its two pages.
  'ui/shared/layout/MyPageTabs',
  // The public organisation chart's adapter: loaded by the port at its first call (조직도).
  'adapters/http/http-organization-api',
  // Sign-in, sign-up and the session's calls: loaded by the port at its first call.
  'adapters/http/http-auth-api',
  // An administrator's second step of sign-in: loaded by the port at its first call.
  'adapters/http/http-second-factor-api',
  // Why the sign-in page was opened: read by that page alone.
  'domain/shared/routing/sign-in-reason',
  // The editors' hold on unsaved edits: the app keeps only the registry (unsaved-edits.tsx).
  'ui/shared/routing/use-unsaved-edits',
];

/** Whether a module (Rolldown's id: an absolute path) belongs in the start-up chunk. */
export function isStartUpModule(id: string): boolean {
  const match = /[\\/]src[\\/](.+)$/u.exec(id);
  if (!match?.[1] || id.includes('node_modules')) return false;
  const source = match[1].replaceAll('\\', '/');
  const within = (prefix: string) => source.startsWith(prefix);
  return START_UP.some(within) && !LATER.some(within);
}
