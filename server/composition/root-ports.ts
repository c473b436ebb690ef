/**
 * Every port the composition root builds, from which each feature's wiring
 * (server/composition/<feature>.ts) hands its use cases the ones they use, by name.
 * Transitional: the same shape as the application's old context bag, until every feature takes
 * its ports by name (issue 28).
 */
export type { UseCaseContext as RootPorts } from '../application/shared/context';
