import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoadGate } from '../../../../src/ui/shared/load/LoadGate';
import type { Loaded } from '../../../../src/ui/shared/load/use-load';

function Page({ result, keep }: { result: Loaded<string>; keep: boolean }) {
  return (
    <LoadGate result={result} what="기부 내역" onRetry={() => undefined} keepWhileLoading={keep}>
      {(value) => (
        <form aria-label="거르기">
          <label htmlFor="year">연도</label>
          <input id="year" defaultValue="" />
          <p>{value}</p>
        </form>
      )}
    </LoadGate>
  );
}

describe('LoadGate', () => {
  it('says it is loading, then shows the content', () => {
    const { rerender } = render(<Page result={{ state: 'loading' }} keep={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('기부 내역을 불러오는 중입니다…');
    rerender(<Page result={{ state: 'ready', value: '3건' }} keep={false} />);
    expect(screen.getByText('3건')).toBeInTheDocument();
  });

  it('keeps what was there while it loads again, the form keeping its focus and text', async () => {
    const user = userEvent.setup();
    const { rerender, container } = render(<Page result={{ state: 'ready', value: '3건' }} keep />);
    await user.type(screen.getByLabelText('연도'), '2025');
    rerender(<Page result={{ state: 'loading' }} keep />);
    expect(screen.getByLabelText('연도')).toHaveFocus();
    expect(screen.getByLabelText('연도')).toHaveValue('2025');
    expect(screen.getByText('3건')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    rerender(<Page result={{ state: 'ready', value: '1건' }} keep />);
    expect(screen.getByText('1건')).toBeInTheDocument();
    expect(screen.getByLabelText('연도')).toHaveFocus();
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
    rerender(<Page result={{ state: 'failed' }} keep />);
    expect(screen.getByRole('alert')).toHaveTextContent('기부 내역을 불러오지 못했습니다.');
  });
});
