import { describe, expect, it } from 'vitest';
import { NavigationMemory } from '../../../../src/ui/shared/routing/navigation-memory';

describe('NavigationMemory: each visit is reported once (spec section 2, the access log)', () => {
  it('reports the first load once, even when the effect runs twice', () => {
    const memory = new NavigationMemory();
    expect(memory.shouldReportArrival('/')).toBe(true);
    expect(memory.shouldReportArrival('/')).toBe(false);
  });

  it('does not report again the arrival of a navigation announced (and reported) before', () => {
    const memory = new NavigationMemory();
    memory.shouldReportArrival('/');
    memory.started('/me?tab=1');
    expect(memory.shouldReportArrival('/me?tab=1')).toBe(false);
  });

  it('reads a query typed in Korean and the browser’s encoded one as the same address', () => {
    const memory = new NavigationMemory();
    memory.shouldReportArrival('/');
    memory.started('/alumni/find?name=김');
    expect(memory.shouldReportArrival('/alumni/find?name=%EA%B9%80')).toBe(false);
  });

  it('reports an arrival nobody announced, even at an address seen before', () => {
    const memory = new NavigationMemory();
    memory.shouldReportArrival('/');
    memory.started('/privacy');
    memory.shouldReportArrival('/privacy');
    expect(memory.shouldReportArrival('/')).toBe(true);
    expect(memory.shouldReportArrival('/privacy')).toBe(true);
  });

  it('forgets an announced navigation once arrived, so a later return is reported', () => {
    const memory = new NavigationMemory();
    memory.shouldReportArrival('/alumni/find');
    memory.started('/alumni/find?name=김');
    expect(memory.shouldReportArrival('/alumni/find?name=김')).toBe(false);
    expect(memory.shouldReportArrival('/')).toBe(true);
    expect(memory.shouldReportArrival('/alumni/find?name=김')).toBe(true);
  });

  it('knows the address it is at, whatever the fragment', () => {
    const memory = new NavigationMemory();
    memory.shouldReportArrival('/contribution/info');
    expect(memory.isAt('/contribution/info#disclosure-2025')).toBe(true);
    expect(memory.isAt('/contribution/info?year=2025')).toBe(false);
  });
});
