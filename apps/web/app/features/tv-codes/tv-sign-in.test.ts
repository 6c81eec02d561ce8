import { describe, expect, it } from 'vitest';
import { afterPoll, displayAddress, formatCountdown } from './tv-sign-in';

describe('the TV’s sign-in screen', () => {
  it('counts down as m:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('polls while the code waits, draws a new one when it expired, goes home once signed in', () => {
    expect(afterPoll({ status: 'pending', expires_in: 30 })).toBe('poll');
    expect(afterPoll({ status: 'pending', expires_in: 0 })).toBe('newCode');
    expect(afterPoll({ status: 'expired' })).toBe('newCode');
    expect(afterPoll({ status: 'signed_in', session_state: 'restricted' })).toBe('signedIn');
  });

  it('shows the address without its scheme', () => {
    expect(displayAddress('https://efir.example', '/tvcode')).toBe('efir.example/tvcode');
    expect(displayAddress('http://127.0.0.1:3000', '/tvcode')).toBe('127.0.0.1:3000/tvcode');
  });
});
