import { ErrorCode, VOICE_CODE_TTL_S } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { voiceLinks } from '../../db/schema/index.js';
import { registerByPhone } from '../profiles/test-support.js';

const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
const clock = testClock();
const { visitor, database } = await createTestApp({ clock, env: { EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN } });

/** The assistant's side saying the code it heard. */
const redeem = (body: unknown, token: string | null = OPERATOR_TOKEN) =>
  visitor().raw('/api/operator/voice_links/redeem', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function signedIn() {
  const viewer = visitor();
  await registerByPhone(viewer);
  return viewer;
}

describe('/alice/auth voice links', () => {
  it('a code said once links the account; the page sees it, and unlinking ends it', async () => {
    const viewer = await signedIn();
    expect(await viewer.call('voiceLinks.state')).toEqual({ linked_at: null, code: null });
    const { code } = await viewer.call('voiceLinks.code', { body: {} });
    expect(code?.value).toMatch(/^\d{6}$/);
    expect(code!.expires_at).toBe(Math.floor(clock.now().getTime() / 1000) + VOICE_CODE_TTL_S);

    const linked = await redeem({ code: code!.value, assistant_user_id: 'alice-user-1' });
    expect(linked.status).toBe(200);
    const state = await viewer.call('voiceLinks.state');
    expect(state.linked_at).toBe(Math.floor(clock.now().getTime() / 1000));
    expect(state.code).toBeNull();

    // Single use: the same code again is refused.
    const again = await redeem({ code: code!.value, assistant_user_id: 'alice-user-2' });
    expect((await again.json()).error_code).toBe(ErrorCode.CODE_WRONG);

    await viewer.call('voiceLinks.unlink');
    expect(await viewer.call('voiceLinks.state')).toEqual({ linked_at: null, code: null });
  });

  it('an expired code is refused and links nothing', async () => {
    const viewer = await signedIn();
    const { code } = await viewer.call('voiceLinks.code', { body: {} });
    clock.advance((VOICE_CODE_TTL_S + 1) * 1000);
    const response = await redeem({ code: code!.value, assistant_user_id: 'alice-user-3' });
    expect(response.status).toBe(400);
    expect((await response.json()).error_code).toBe(ErrorCode.CODE_EXPIRED);
    expect(await viewer.call('voiceLinks.state')).toEqual({ linked_at: null, code: null });
  });

  it('a new code replaces the earlier one', async () => {
    const viewer = await signedIn();
    const first = (await viewer.call('voiceLinks.code', { body: {} })).code!.value;
    const second = (await viewer.call('voiceLinks.code', { body: {} })).code!.value;
    if (first !== second) expect((await redeem({ code: first, assistant_user_id: 'a' })).status).toBe(400);
    expect((await redeem({ code: second, assistant_user_id: 'a' })).status).toBe(200);
  });

  it('refuses bad input, visitors and callers without the operator token, writing nothing', async () => {
    const before = await database.db.select().from(voiceLinks);
    for (const body of [
      { code: '12345', assistant_user_id: 'a' },
      { code: 'abcdef', assistant_user_id: 'a' },
      { code: '123456', assistant_user_id: ' ' },
      { code: '123456' },
    ]) {
      expect((await redeem(body)).status).toBe(400);
    }
    expect((await redeem({ code: '123456', assistant_user_id: 'a' }, null)).status).toBe(401);
    expect((await redeem({ code: '123456', assistant_user_id: 'a' }, 'wrong-token')).status).toBe(401);
    expect(
      (await visitor().raw('/api/v1/voice_link/code', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))
        .status,
    ).toBe(401);
    expect(await database.db.select().from(voiceLinks)).toEqual(before);
  });
});
