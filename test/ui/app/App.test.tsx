import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { buildRouteTable } from '../../../src/domain/routing/route-table';
import { sessionMachine } from '../../../src/domain/session/session-machine';
import { App } from '../../../src/ui/app/App';
import { useAppServices } from '../../../src/ui/app/app-services';

function services(associationName = '한빛고등학교 총동문회') {
  return { associationName, routes: buildRouteTable(), session: createActor(sessionMachine) };
}

/** A component that needs the services but is rendered without the provider. */
function Orphan() {
  useAppServices();
  return null;
}

describe('App', () => {
  it('shows the association’s Korean name as the page heading', () => {
    render(<App services={services()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('한빛고등학교 총동문회');
  });

  it('shows the configured name, not a built-in one', () => {
    render(<App services={services('새빛중학교 총동창회')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('새빛중학교 총동창회');
  });

  it('lists the four menu groups in the spec’s order', () => {
    render(<App services={services()} />);
    const menu = screen.getByRole('navigation', { name: '주 메뉴' });
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['총동문회', '학교 소개', '장학기금', '동문 소식']);
  });

  it('refuses to run outside the services provider', () => {
    const consoleError = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow('useAppServices must be used inside');
    } finally {
      console.error = consoleError;
    }
  });
});
