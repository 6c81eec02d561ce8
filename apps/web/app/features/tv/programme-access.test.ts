import type { Channel, EpgProgram } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { programmeAccess } from './programme-access';

const NOW = 1_800_000_000;
const HOUR = 3600;
const DAY = 86_400;

type ChannelPart = Pick<Channel, 'is_tstv_allowed' | 'tstv_options_channel'>;
const channel = (tstv: Partial<Channel['tstv_options_channel']> = {}, isTstvAllowed = true): ChannelPart => ({
  is_tstv_allowed: isTstvAllowed,
  tstv_options_channel: {
    is_pltv_allowed: true,
    is_pltv_purchased: true,
    is_catchup_allowed: true,
    is_catchup_purchased: true,
    tstv_service_id: null,
    tstv_depth: 3 * DAY,
    pltv_max_duration: 7200,
    ...tstv,
  },
});
const program = (from: number, to: number, validUntil: number | null = NOW + to + 3 * DAY) =>
  ({ start_time: NOW + from, end_time: NOW + to, tstv_options_epg: { tstv_valid_until: validUntil } }) satisfies Partial<EpgProgram>;

describe('what a programme offers', () => {
  it('plays a finished, recorded programme within the depth from the archive to a viewer holding catch-up', () => {
    expect(programmeAccess(channel(), program(-2 * HOUR, -HOUR), NOW)).toEqual({ kind: 'archive' });
  });

  it('offers the channel’s tstv service when catch-up is allowed but not held, and nothing without a service', () => {
    const unheld = { is_catchup_purchased: false, is_pltv_purchased: false };
    expect(programmeAccess(channel({ ...unheld, tstv_service_id: 10 }), program(-2 * HOUR, -HOUR), NOW)).toEqual({
      kind: 'offer',
      serviceId: 10,
    });
    expect(programmeAccess(channel(unheld), program(-2 * HOUR, -HOUR), NOW)).toEqual({ kind: 'not_in_archive' });
  });

  it('is not in the archive when the channel keeps none, it was never recorded, its keeping ended, or it is older than the depth', () => {
    expect(programmeAccess(channel({ is_catchup_allowed: false }), program(-2 * HOUR, -HOUR), NOW).kind).toBe('not_in_archive');
    expect(programmeAccess(channel({}, false), program(-2 * HOUR, -HOUR), NOW).kind).toBe('not_in_archive');
    expect(programmeAccess(channel(), program(-2 * HOUR, -HOUR, null), NOW).kind).toBe('not_in_archive');
    expect(programmeAccess(channel(), program(-2 * HOUR, -HOUR, NOW), NOW).kind).toBe('not_in_archive');
    expect(programmeAccess(channel(), program(-4 * DAY, -4 * DAY + HOUR), NOW).kind).toBe('not_in_archive');
  });

  it('is live while now lies between its start and end, from its start when the archive holds it for the viewer', () => {
    expect(programmeAccess(channel(), program(-HOUR, HOUR), NOW)).toEqual({ kind: 'live', fromStart: true });
    expect(programmeAccess(channel({ is_catchup_purchased: false }), program(-HOUR, HOUR), NOW)).toEqual({
      kind: 'live',
      fromStart: false,
    });
    expect(programmeAccess(channel(), program(0, HOUR), NOW).kind).toBe('live');
  });

  it('is upcoming before its start', () => {
    expect(programmeAccess(channel(), program(60, HOUR), NOW)).toEqual({ kind: 'upcoming' });
  });
});
