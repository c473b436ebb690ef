// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationOutlet } from '../../../src/adapters/notify/NotificationOutlet';
import {
  NOTIFICATION_DURATION_MS,
  ToastNotifier,
} from '../../../src/adapters/notify/toast-notifier';

afterEach(() => {
  cleanup();
});

describe('ToastNotifier with its outlet (spec sections 8 and 9)', () => {
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

  it('stays 5 seconds by default', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(5000);
  });
});
