import { describe, expect, it } from 'vitest';
import { isStartUpModule } from '../../../scripts/build/start-up-chunk';

describe('the start-up chunk', () => {
  it('takes what the first screen runs: composition root, session, layout, HTTP client', () => {
    for (const id of [
      '/repo/src/composition/container.ts',
      '/repo/src/adapters/http/api-client.ts',
      '/repo/src/application/session/session-service.ts',
      '/repo/src/ui/shared/layout/SiteHeader.tsx',
      'C:\\repo\\src\\ui\\shared\\routing\\RouteView.tsx',
    ])
      expect(isStartUpModule(id), id).toBe(true);
  });

  it('leaves out what only later chunks import, and pages, libraries and the fake backend', () => {
    for (const id of [
      '/repo/src/adapters/http/xhr-upload.ts',
      '/repo/src/adapters/http/http-office-notice-api.ts',
      '/repo/src/application/files/save-attachment.ts',
      '/repo/src/ui/shared/routing/list-address.ts',
      '/repo/src/ui/shared/load/LoadGate.tsx',
      '/repo/src/contract/shared/error-codes.ts',
      '/repo/src/adapters/fake/fake-backend.ts',
      '/repo/src/ui/content/NoticeListPage.tsx',
      '/repo/node_modules/react/index.js',
      '/repo/node_modules/some-lib/src/application/x.js',
    ])
      expect(isStartUpModule(id), id).toBe(false);
  });
});
