import type { UseCaseContext } from '../shared/context';
import { Library } from './library';

/** 자료실: the association's documents for download, and the office's keeping of them. */
export function createLibraryServices(context: UseCaseContext) {
  return { library: new Library(context) };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type LibraryServices = ReturnType<typeof createLibraryServices>;
