import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleLogger } from '../../../src/adapters/logging/console-logger';

describe('ConsoleLogger', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes warnings and errors to the console with their details', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logger = new ConsoleLogger();
    logger.warn('Access log report failed', { menuPath: '/me' });
    logger.error('Unexpected failure');
    expect(warn).toHaveBeenCalledWith('Access log report failed', { menuPath: '/me' });
    expect(error).toHaveBeenCalledWith('Unexpected failure', {});
  });
});
