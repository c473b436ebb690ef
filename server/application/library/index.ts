import { Library, type LibraryDependencies } from './library';

export type { LibraryDependencies } from './library';
export type { LibraryRepository } from './ports';

/** 자료실: the association's documents for download, and the office's keeping of them. */
export function createLibraryServices(deps: LibraryDependencies) {
  return { library: new Library(deps) };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type LibraryServices = ReturnType<typeof createLibraryServices>;
