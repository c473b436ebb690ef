import type { AdminApi } from '../../application/admin';

// The office's console, as the UI gets it (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    readonly admin: AdminApi;
  }
}
