import { ApiError, ErrorCode, REVISION_HEADER } from '@efir/contract';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { ClientError, createApi, errorText } from './client';

const answer = (status: number, body: unknown, headers: HeadersInit = {}) =>
  vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
  );

describe('the API client', () => {
  it('sends the revision header and the forwarded cookie', async () => {
    const fetch = answer(200, { version: '1.0.0' });
    const api = createApi({ baseUrl: 'http://efir.internal', fetch, cookie: () => 'efir_session=abc; lang=eng' });
    await expect(api.call('system.appInfo')).resolves.toEqual({ version: '1.0.0' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://efir.internal/api/v1/app_info');
    expect(init?.headers).toMatchObject({ [REVISION_HEADER]: 'test', cookie: 'efir_session=abc; lang=eng' });
  });

  it('passes every Set-Cookie of an answer on', async () => {
    const headers = new Headers({ 'content-type': 'application/json' });
    headers.append('set-cookie', 'efir_session=new; HttpOnly');
    headers.append('set-cookie', 'other=1');
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{"session_state":"normal"}', { status: 201, headers }));
    const cookies: string[] = [];
    const api = createApi({ baseUrl: '', fetch, onSetCookie: (value) => cookies.push(value) });
    await api.call('sessions.createDemo', { body: {} });
    expect(cookies).toEqual(['efir_session=new; HttpOnly', 'other=1']);
  });

  it('turns a failed answer into a ClientError with the composed code and reports it', async () => {
    const onError = vi.fn();
    const api = createApi({ baseUrl: '', fetch: answer(401, { error_code: 1000023, description: 'invalid session' }), onError });
    const error = await api.call('sessions.current').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ status: 401, code: '341000023', method: 'GET', body: { error_code: 1000023 } });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('names a network failure by its code', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const api = createApi({
      baseUrl: '',
      fetch: async () => {
        throw refused;
      },
    });
    await expect(api.call('system.appInfo')).rejects.toMatchObject({ code: '26 (http nc)', networkCode: 'ECONNREFUSED' });
  });
});

describe('what a failed call tells the viewer', () => {
  const refusal = (error_code: number, description: string) => new ApiError(400, { error_code, description });

  it('is the interface’s own words for a code it knows, in every language, never the server’s English', async () => {
    await Promise.all([loadLanguage('rus'), loadLanguage('eng'), loadLanguage('hye')]);
    const wrong = refusal(ErrorCode.WRONG_CREDENTIALS, 'Wrong login or password');
    expect(errorText(wrong, i18nFor('rus').t)).toBe('Неверный логин или пароль');
    expect(errorText(wrong, i18nFor('hye').t)).toBe('Սխալ մուտքանուն կամ գաղտնաբառ');
    const locked = refusal(ErrorCode.PIN_LOCKED, 'Too many wrong PINs: PIN checks are locked for 15 minutes');
    expect(errorText(locked, i18nFor('rus').t)).toMatch(/^Слишком много неверных PIN-кодов/);
    expect(errorText(locked, i18nFor('eng').t)).toBe('Too many wrong PINs. Try again in 15 minutes.');
  });

  it('is the server’s description for a code the interface does not know, and nothing without one', async () => {
    await loadLanguage('rus');
    const promo = refusal(ErrorCode.PROMO_CODE_UNKNOWN, 'Такого промокода нет');
    expect(errorText(promo, i18nFor('rus').t)).toBe('Такого промокода нет');
    expect(errorText(new ApiError(undefined, undefined, 'ERR_NETWORK'), i18nFor('rus').t)).toBeUndefined();
  });
});
