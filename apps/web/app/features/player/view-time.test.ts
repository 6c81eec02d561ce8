import { describe, expect, it } from 'vitest';
import { viewTimeLeftSeconds } from './view-time';

const limited = { is_auth: true, profile: { view_limits: { max_view_time: 3600 } } };

describe('the view-time limit in the player (spec 2 §6)', () => {
  it('applies to a signed-in profile with a maximum and time left', () => {
    expect(viewTimeLeftSeconds({ ...limited, cur_view_time: 600 })).toBe(3000);
    expect(viewTimeLeftSeconds(limited)).toBe(3600);
  });

  it('opens blocked when today’s time is used up', () => {
    expect(viewTimeLeftSeconds({ ...limited, cur_view_time: 3700 })).toBe(0);
  });

  it('does not apply to visitors or to profiles without a maximum', () => {
    expect(viewTimeLeftSeconds({ ...limited, is_auth: false })).toBeNull();
    expect(viewTimeLeftSeconds({ is_auth: true, profile: { view_limits: { max_view_time: null } } })).toBeNull();
    expect(viewTimeLeftSeconds({ is_auth: true })).toBeNull();
  });
});
