import type { UseCaseContext } from '../shared/context';
import { Library } from './library';

/** 자료실: the association's documents for download, and the office's keeping of them. */
export function createLibraryServices(context: UseCaseContext) {
  return { library: new Library(context) };
}
