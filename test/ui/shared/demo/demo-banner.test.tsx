import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DemoBanner } from '../../../../src/ui/shared/demo/DemoBanner';
import { seriousAxeFindings } from '../../support/axe';

/** Issue 29, item 15: `npm run demo` says it is a demo, and 초기화 brings it back to its start. */
describe('the demo banner', () => {
  it('says the site is a demo whose input stays in this browser', async () => {
    render(<DemoBanner onReset={async () => undefined} />);
    const banner = screen.getByRole('complementary', { name: '체험용 사이트 안내' });
    expect(banner).toHaveTextContent(
      '체험용 사이트입니다 — 입력한 내용은 이 브라우저에만 저장됩니다',
    );
    expect(screen.getByRole('button', { name: '초기화' })).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('resets only once asked again, and 취소 leaves everything as it was', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn(async () => undefined);
    render(<DemoBanner onReset={onReset} />);

    await user.click(screen.getByRole('button', { name: '초기화' }));
    expect(screen.getByText(/처음 상태로 되돌릴까요\?/u)).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onReset).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '초기화' }));
    await user.click(screen.getByRole('button', { name: '처음 상태로 되돌리기' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
