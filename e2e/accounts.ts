import { expect, request } from '@playwright/test';

/**
 * Frees a seeded account's device slots through the public API (spec 1 §7 Devices), so a journey's sign-in is not
 * `restricted` by the sessions earlier journeys left behind (spec 1 §9: five devices by default).
 */
export async function freeDeviceSlots(baseURL: string, email: string, password: string): Promise<void> {
  const api = await request.newContext({ baseURL });
  try {
    await api.get('/api/v1/session');
    const signIn = await api.post('/api/v1/sessions', { data: { login: email, login_mode: 'authorize', login_type: 'email', password } });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const { devices } = (await (await api.get('/api/v1/devices')).json()) as { devices: { uid: string; is_current: boolean }[] };
    for (const device of devices.filter((device) => !device.is_current)) {
      expect((await api.delete(`/api/v1/devices/${device.uid}`)).ok()).toBe(true);
    }
    expect((await api.post('/api/v1/auth/logout', { data: {} })).ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}
