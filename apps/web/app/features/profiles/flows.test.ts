import type { Profile } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import {
  canConfirmPassword,
  initialPinStep,
  isPinComplete,
  nextPinStep,
  type PinEvent,
  type PinMode,
  type PinStep,
  pinInput,
} from './pin-flow';
import { initialProfilesStep, nextProfilesStep, type ProfilesEvent } from './profiles-flow';

const run = (mode: PinMode, ...events: PinEvent[]): PinStep => events.reduce(nextPinStep, initialPinStep(mode));
const profile = (type: Profile['type']): Profile => ({
  id: type,
  name: type,
  type,
  icon: { id: 1, image: '', image_2x: '' },
  default_age_limit_id: 5,
  max_age_limit_id: 5,
  is_erotic_allowed: false,
  is_notifications_allowed: true,
  purchase_limits: { is_pin_required: false },
  view_limits: { allowed_from: null, allowed_to: null, max_view_time: null },
  is_kids: false,
});

describe('PIN input rules (spec 1 §5)', () => {
  it('keeps digits only, at most 4; confirm needs exactly 4, the password at least 4 characters', () => {
    expect(pinInput('1a2 3-45')).toBe('1234');
    expect(isPinComplete('123')).toBe(false);
    expect(isPinComplete('1234')).toBe(true);
    expect(canConfirmPassword('abc')).toBe(false);
    expect(canConfirmPassword('abcd')).toBe(true);
  });
});

describe('PIN modal steps (spec 2 §4)', () => {
  it('auto: 0000 accepted proceeds without asking; refused shows the PIN pad', () => {
    expect(run('auto', { type: 'checked', pin: '0000', valid: true })).toEqual({ step: 'done', outcome: { kind: 'valid', pin: '0000' } });
    expect(run('auto', { type: 'checked', pin: '0000', valid: false })).toEqual({ step: 'pin', purpose: 'check', error: null });
    expect(run('auto', { type: 'failed' })).toEqual({ step: 'error' });
  });

  it('pin: a wrong PIN says input.pin.validate and stays; a right one is done', () => {
    const wrong = run('pin', { type: 'checked', pin: '1111', valid: false });
    expect(wrong).toEqual({ step: 'pin', purpose: 'check', error: 'input.pin.validate' });
    expect(nextPinStep(wrong, { type: 'checked', pin: '1234', valid: true })).toEqual({
      step: 'done',
      outcome: { kind: 'valid', pin: '1234' },
    });
  });

  it('cancel: the age limits go to the fixed default only after the PIN is validated', () => {
    expect(run('cancel', { type: 'cancelled' })).toEqual({ step: 'done', outcome: { kind: 'cancelled' } });
    expect(run('pin', { type: 'cancelled' })).toEqual({ step: 'pin', purpose: 'check', error: null });
  });

  it('reset: by password or by SMS, then 0000 is in use', () => {
    expect(run('pin', { type: 'forgot' }, { type: 'resetBy', method: 'password' }, { type: 'pinDeleted' })).toEqual({
      step: 'done',
      outcome: { kind: 'reset' },
    });
    expect(run('reset', { type: 'resetBy', method: 'sms' }, { type: 'pinDeleted' })).toEqual({ step: 'done', outcome: { kind: 'reset' } });
    expect(run('reset', { type: 'resetBy', method: 'sms' }, { type: 'back' })).toEqual({ step: 'resetChoice' });
  });

  it('change: a new PIN of 0000 shows modal.pin_change.error_0000', () => {
    expect(run('change', { type: 'refused', error: 'modal.pin_change.error_0000' })).toEqual({
      step: 'change',
      error: 'modal.pin_change.error_0000',
    });
    expect(run('set', { type: 'changed' })).toEqual({ step: 'done', outcome: { kind: 'changed' } });
  });
});

describe('the profile picker (spec 1 §4 Profiles)', () => {
  const go = (register: boolean, ...events: ProfilesEvent[]) =>
    events.reduce((state, event) => nextProfilesStep(state, event, { register }), initialProfilesStep({ register }));

  it('an additional profile switches without the PIN; the main one goes through the PIN first', () => {
    expect(go(false, { type: 'select', profile: profile('additional') })).toMatchObject({ step: 'switching' });
    expect(go(false, { type: 'select', profile: profile('master') })).toMatchObject({ step: 'pin' });
    expect(go(false, { type: 'select', profile: profile('master') }, { type: 'pinAccepted', pin: '0000' })).toMatchObject({
      step: 'switching',
      pin: '0000',
    });
  });

  it('from a kids profile every other profile goes through the PIN; staying on it does not', () => {
    const fromKids = { register: false, kidsProfileId: 'kids' };
    const pick = (chosen: Profile) => nextProfilesStep(initialProfilesStep(fromKids), { type: 'select', profile: chosen }, fromKids);
    expect(pick(profile('additional'))).toMatchObject({ step: 'pin' });
    expect(pick(profile('master'))).toMatchObject({ step: 'pin' });
    expect(pick({ ...profile('additional'), id: 'kids', is_kids: true })).toMatchObject({ step: 'switching' });
  });

  it('register mode sets the PIN first and ends as a registration', () => {
    expect(go(true)).toEqual({ step: 'setPin' });
    expect(go(true, { type: 'pinSet' }, { type: 'select', profile: profile('additional') }, { type: 'switched' })).toEqual({
      step: 'done',
      register: true,
    });
  });

  it('create goes back to the list', () => {
    expect(go(false, { type: 'add' }, { type: 'created' })).toEqual({ step: 'list' });
  });
});
