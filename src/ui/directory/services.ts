import type { AlumniDirectoryApi } from '../../application/directory';

// The alumni directory, as the UI gets it (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    readonly directory: AlumniDirectoryApi;
  }
}
