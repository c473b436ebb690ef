import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MapView } from '../../../src/application/shared/ports/map-view';
import { fakeWorld } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

const MAP_PAGE = '/association/map';

describe('오시는 길’s map (issue 13 item 6)', () => {
  it('shows the static map with the way in words when the site has no map service', async () => {
    renderApp({ path: MAP_PAGE, world: fakeWorld() });
    const image = await screen.findByRole('img', { name: /사무국 주변 약도/u });
    expect(image).toHaveAttribute('src', '/map/directions.svg');
    expect(image).toHaveAttribute('width', '640');
    expect(screen.getByRole('link', { name: /카카오맵에서 보기/u })).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('draws the live map at the office, and falls back to the static map when it fails', async () => {
    const places: string[] = [];
    const live: MapView = {
      interactive: true,
      show: async (_target, place) => {
        places.push(
          'latitude' in place
            ? `${place.latitude},${place.longitude} ${place.label}`
            : place.address,
        );
      },
    };
    const first = renderApp({ path: MAP_PAGE, world: fakeWorld(), mapView: live });
    expect(await screen.findByRole('region', { name: /지도: / })).toBeInTheDocument();
    await waitFor(() => expect(places).toEqual(['37.5722,126.9769 한빛고등학교 총동문회 사무국']));
    expect(screen.queryByRole('img', { name: /사무국 주변 약도/u })).toBeNull();
    first.unmount();

    const blocked: MapView = {
      interactive: true,
      show: () => Promise.reject(new Error('blocked')),
    };
    renderApp({ path: MAP_PAGE, world: fakeWorld(), mapView: blocked });
    expect(await screen.findByRole('img', { name: /사무국 주변 약도/u })).toBeInTheDocument();
  });
});
