import { describe, expect, it } from 'vitest';
import { planAuthParams, readAuthParams } from './auth-params';

const read = (path: string) => readAuthParams(new URL(path, 'https://efir.test'));
const plan = (path: string, isAuth = false) => planAuthParams(read(path), new URL(path, 'https://efir.test').pathname, isAuth);

describe('global query parameters (spec 1 §2)', () => {
  it('auth_phone with auth_app opens login with the phone, unless check_auth is there, under /embed/ or /variants', () => {
    expect(plan('/?auth_phone=79990000001&auth_app=1')).toEqual({
      kind: 'login',
      phone: '79990000001',
      cancellable: true,
      closeToHome: false,
      removeCheckAuth: false,
    });
    expect(plan('/?auth_phone=79990000001')).toEqual({ kind: 'none' });
    expect(plan('/embed/tv/1?auth_phone=7999&auth_app=1')).toEqual({ kind: 'none' });
    expect(plan('/variants?auth_phone=7999&auth_app=1')).toEqual({ kind: 'none' });
    expect(plan('/?auth_phone=7999&auth_app=1&check_auth=1')).toEqual({
      kind: 'login',
      cancellable: true,
      closeToHome: true,
      removeCheckAuth: true,
    });
    expect(plan('/?auth_phone=7999&auth_app=1', true)).toEqual({ kind: 'none' });
  });

  it('check_auth opens login; closing goes home and success removes the parameter', () => {
    expect(plan('/tv?check_auth=1')).toEqual({ kind: 'login', cancellable: true, closeToHome: true, removeCheckAuth: true });
  });

  it('access opens a login that cannot be cancelled; closing goes home', () => {
    expect(plan('/?access=PROMO1')).toEqual({ kind: 'login', cancellable: false, closeToHome: true, removeCheckAuth: false });
    expect(read('/?access=PROMO1').access).toBe('PROMO1');
  });

  it('/joint_viewing/{id} runs after login, at once when signed in', () => {
    expect(read('/joint_viewing/abc%20d').jointViewing).toBe('abc d');
    expect(plan('/joint_viewing/abc')).toMatchObject({ kind: 'login', cancellable: true, closeToHome: false });
    expect(plan('/joint_viewing/abc', true)).toEqual({ kind: 'afterLogin' });
  });

  it('ott_tv or ott_tv_code opens a cancellable login, then the TV-code modal; at once when signed in', () => {
    expect(read('/?ott_tv=AB3D5F').ottTv).toBe('AB3D5F');
    expect(read('/my?ott_tv_code=XY7Z9Q').ottTv).toBe('XY7Z9Q');
    expect(read('/?ott_tv=AB3D5F&ott_tv_code=XY7Z9Q').ottTv).toBe('AB3D5F');
    expect(plan('/?ott_tv=AB3D5F')).toEqual({ kind: 'login', cancellable: true, closeToHome: false, removeCheckAuth: false });
    expect(plan('/?ott_tv_code=AB3D5F', true)).toEqual({ kind: 'afterLogin' });
    expect(read('/').ottTv).toBeUndefined();
  });

  it('popup is read and nothing else', () => {
    expect(read('/?popup=promo').popup).toBe('promo');
    expect(plan('/?popup=promo')).toEqual({ kind: 'none' });
  });
});
