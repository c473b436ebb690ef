// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NotificationOutlet,
  preloadNotificationOutlet,
} from '../../../src/adapters/notify/NotificationOutlet';
import { loadToasts } from '../../../src/adapters/notify/toast-loader';
import {
  NOTIFICATION_DURATION_MS,
  ToastNotifier,
} from '../../../src/adapters/notify/toast-notifier';
import { playCssAnimations } from '../../support/css-animations';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets fake time pass in small steps, so that React renders between them as it would. */
async function passTime(milliseconds: number): Promise<void> {
  for (let passed = 0; passed < milliseconds; passed += 50)
    await act(() => vi.advanceTimersByTimeAsync(Math.min(50, milliseconds - passed)));
}

describe('ToastNotifier with its outlet (spec sections 8 and 9)', () => {
  it('puts nothing on the page, and injects no <style>, until the first notification', async () => {
    const { container } = render(<NotificationOutlet />);
    expect(container).toBeEmptyDOMElement();
    act(() => new ToastNotifier().info('저장했습니다.'));
    expect(await screen.findByRole('status')).toHaveTextContent('저장했습니다.');
    // react-toastify's main entry injects its styles in a <style> element, which the CSP
    // refuses; the unstyled entry and the stylesheet are used instead (issue 10).
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('shows an error at the top right, red, announced as an alert', async () => {
    const { container } = render(<NotificationOutlet />);
    act(() => new ToastNotifier().error('이미 사용 중인 아이디입니다.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('이미 사용 중인 아이디입니다.');
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    expect(container.querySelector('.Toastify__toast--error')).not.toBeNull();
    expect(container.querySelector('.Toastify__toast-theme--colored')).not.toBeNull();
  });

  it('shows the same message only once at a time', async () => {
    const { container } = render(<NotificationOutlet />);
    const notifier = new ToastNotifier();
    act(() => {
      notifier.error('오류가 발생했습니다.');
      notifier.error('오류가 발생했습니다.');
    });
    await screen.findByRole('alert');
    expect(container.querySelectorAll('.Toastify__toast')).toHaveLength(1);
  });

  it('stays 5 seconds by default, at the top right, then goes', async () => {
    expect(NOTIFICATION_DURATION_MS).toBe(5000);
    // Loaded before time is faked: the chunks arrive through real I/O.
    await Promise.all([loadToasts(), preloadNotificationOutlet()]);
    // The toasts' timing comes from their stylesheet's animations: jsdom loads no stylesheet
    // link, so the same CSS goes in as a <style> here.
    const styles = document.createElement('style');
    styles.textContent = fs.readFileSync(
      createRequire(import.meta.url).resolve('react-toastify/ReactToastify.css'),
      'utf8',
    );
    document.head.append(styles);
    vi.useFakeTimers();
    const stopAnimations = playCssAnimations();
    try {
      const { container } = render(<NotificationOutlet />);
      act(() => new ToastNotifier().error('저장하지 못했습니다.'));
      // The toast is sent once its module's promise settles: no time passes for that.
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('alert')).toHaveTextContent('저장하지 못했습니다.');
      const corner = screen.getByRole('alert').closest('.Toastify__toast-container');
      expect(corner).toHaveClass('Toastify__toast-container--top-right');

      // Its entrance (half a second) and then nearly 5 seconds: still there.
      await passTime(5400);
      expect(screen.getByRole('alert')).toHaveTextContent('저장하지 못했습니다.');

      // 5 seconds after the entrance, then its exit (half a second and a collapse): gone.
      await passTime(1000);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(container.querySelector('.Toastify__toast')).toBeNull();
    } finally {
      stopAnimations();
      styles.remove();
    }
  });
});
