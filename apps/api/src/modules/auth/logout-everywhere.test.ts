import { describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { registerByPhone } from '../profiles/test-support.js';
import { lastCode } from './test-support.js';

const clock = testClock();
const { visitor } = await createTestApp({ clock });

describe('sign-out on every device (/my/settings)', () => {
  it('ends every session of the account, this one included, and leaves this browser a visitor', async () => {
    const here = visitor();
    const phone = await registerByPhone(here);
    const there = visitor();
    // Past the SMS resend pause of the registration's code.
    clock.advance(10 * 60 * 1000);
    await there.call('auth.smsCodeSend', { body: { phone, action: 'auth' } });
    const code = await lastCode(there, phone);
    await there.call('auth.sessionCreate', { body: { login: phone, login_mode: 'authorize', login_type: 'phone', password: code } });
    expect((await there.call('sessions.current')).is_auth).toBe(true);

    expect(await here.call('auth.logoutEverywhere', { body: {} })).toEqual({ session_state: 'normal' });
    expect((await here.call('sessions.current')).is_auth).toBe(false);
    const other = await there.raw('/api/v1/devices');
    expect(other.status).toBe(401);
  });

  it('is refused to a visitor', async () => {
    const response = await visitor().raw('/api/v1/auth/logout_everywhere', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });
});
