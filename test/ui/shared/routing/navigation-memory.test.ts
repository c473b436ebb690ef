import { describe, expect, it } from 'vitest';
import { NavigationMemory } from '../../../../src/ui/shared/routing/navigation-memory';

describe('NavigationMemory: each visit is reported once (spec section 2, the access log)', () => {
  it('reports the first load once, even when the effect runs twice', () => {
    const memory = new NavigationMemory();
    expect(memory.shouldReportArrival('/')).toBe(true);
    expect(memory.shouldReportArrival('/')).toBe(false);
  });

  it('does not report again the arrival of a navigation the app started (and reported)', () => {
    const memory = new NavigationMemory();
    memory.shouldReportArrival('/');
    memory.started('/me?tab=1');
    expect(memory.shouldReportArrival('/me')).toBe(false);
  });

  it('reports back and forward arrivals, which the app did not start', () => {
    const memory = new NavigationMemory();
    memory.shouldReportArrival('/');
    memory.started('/privacy');
    memory.shouldReportArrival('/privacy');
    expect(memory.shouldReportArrival('/')).toBe(true);
    expect(memory.shouldReportArrival('/privacy')).toBe(true);
  });

  it('forgets a started navigation that only changed the query, so a later return is reported', () => {
    const memory = new NavigationMemory();
    memory.shouldReportArrival('/alumni/find');
    // A search: same path, new query; the app reported it when it started it.
    memory.started('/alumni/find?name=김');
    expect(memory.shouldReportArrival('/alumni/find')).toBe(false);
    // Back to home, then forward to the directory: both arrivals are visits.
    expect(memory.shouldReportArrival('/')).toBe(true);
    expect(memory.shouldReportArrival('/alumni/find')).toBe(true);
  });
});
