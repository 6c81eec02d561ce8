// @vitest-environment jsdom
import type { Channel, EpgProgram } from '@efir/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n';
import { ChannelSchedule } from './channel-schedule';
import { clockTime, dayName, programTime } from './tv-time';

afterEach(cleanup);

const i18n = i18nFor('eng');
const NOW = Date.UTC(2026, 10, 26, 12) / 1000;
const HOUR = 3600;
const channel = {
  id: 1,
  slug: 'efir-1',
  is_tstv_allowed: true,
  tstv_options_channel: {
    is_pltv_allowed: true,
    is_pltv_purchased: true,
    is_catchup_allowed: true,
    is_catchup_purchased: true,
    tstv_service_id: null,
    tstv_depth: 3 * 86_400,
    pltv_max_duration: 7200,
  },
} as unknown as Channel;
const program = (id: number, name: string, from: number, to: number, recorded = true) =>
  ({
    id,
    original_id: `p-${id}`,
    name,
    start_time: NOW + from,
    end_time: NOW + to,
    channel_info: { slug: 'efir-1', name: 'Efir 1', logo: '' },
    age_level: { id: 0, name: '', age_value: 0 },
    tstv_options_epg: { tstv_valid_until: recorded ? NOW + 86_400 : null },
  }) as unknown as EpgProgram;
const time = {
  timeZone: 'Europe/Moscow',
  clock: (at: number) => clockTime(at, 'en', 'Europe/Moscow'),
  span: (p: { start_time: number; end_time: number }) => programTime(p, 'en', 'Europe/Moscow'),
  day: (at: number) => dayName(at, 'en', 'Europe/Moscow'),
};

function renderSchedule(programs: EpgProgram[]) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <I18nextProvider i18n={i18n}>
          <ChannelSchedule channel={channel} programs={programs} nowS={NOW} time={time} />
        </I18nextProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('a channel’s schedule', () => {
  it('links every programme to its page, plays the one on air live and past ones the archive holds', () => {
    renderSchedule([
      program(1, 'News', -3 * HOUR, -2 * HOUR),
      program(2, 'Football', -2 * HOUR, -HOUR, false),
      program(3, 'Cooking', -HOUR, HOUR),
      program(4, 'Film', HOUR, 3 * HOUR),
    ]);
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/tv/efir-1/shows/p-1');
    expect(screen.getByRole('link', { name: 'Watch “News”' }).getAttribute('href')).toBe(
      `/tv/efir-1/player?program=p-1&start_time=${NOW - 3 * HOUR}`,
    );
    expect(screen.queryByRole('link', { name: 'Watch “Football”' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Watch “Cooking”' }).getAttribute('href')).toBe('/tv/efir-1?player');
    expect(screen.queryByRole('link', { name: 'Watch “Film”' })).toBeNull();
    expect(screen.getByText('12:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cooking' }).closest('li')?.getAttribute('aria-current')).toBe('true');
  });

  it('says when a day has no schedule', () => {
    renderSchedule([]);
    expect(screen.getByText('No schedule for this day')).toBeTruthy();
  });
});
