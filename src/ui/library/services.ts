import type { LibraryApi, OfficeLibraryApi } from '../../application/library';

// 자료실, as the UI gets it (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    /** The association's documents for download. */
    readonly library: LibraryApi;
    /** The office's keeping of them (the console). */
    readonly officeLibrary: OfficeLibraryApi;
  }
}
