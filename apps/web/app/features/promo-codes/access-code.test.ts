import type { PromoCodeSent } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { type AccessDeps, type AccessResult, runAccessCode } from './access-code';
import { failedPromoCookie, promoAttemptsLeft, readPromoAttempts } from './promo-attempts';

const answer = (target?: string): PromoCodeSent => ({
  notification: {
    event_code: 'promocode_activated',
    event_type: 'display',
    display: {
      display_type: 'panel',
      message: 'Подписка подключена',
      submessage: 'Доступ открыт до 22.12.2026',
      duration: 5,
      ...(target ? { target: { type: 'screen', title: 'Смотреть', url: target } } : {}),
    },
  },
  items: [],
});

/** A browser that writes down what the flow did, in order; time passes only through `wait`. */
function fake(result: AccessResult, attemptsLeft = true) {
  const steps: [string, ...unknown[]][] = [];
  const deps: AccessDeps = {
    attemptLeft: () => attemptsLeft,
    countFailure: () => steps.push(['countFailure']),
    send: async (code) => {
      steps.push(['send', code]);
      return result;
    },
    wait: async (ms) => {
      steps.push(['wait', ms]);
    },
    showPanel: (panel) => steps.push(['panel', panel]),
    goTo: (url) => steps.push(['goTo', url]),
    dropAccessParam: () => steps.push(['dropAccessParam']),
  };
  return { steps, deps };
}

describe('?access=<code> (spec 1 §2)', () => {
  it('sends the code, then 1 s later shows the result as a 5-second panel without a target', async () => {
    const { steps, deps } = fake({ ok: true, answer: answer('/movies/film') });
    await runAccessCode('efir30', 'access', deps);
    expect(steps).toEqual([
      ['send', 'efir30'],
      ['dropAccessParam'],
      ['wait', 1000],
      ['panel', { tone: 'success', message: 'Подписка подключена', submessage: 'Доступ открыт до 22.12.2026', durationMs: 5000 }],
    ]);
  });

  it('an error is a panel too, with the server’s description', async () => {
    const { steps, deps } = fake({ ok: false, description: 'Срок действия промокода истёк' });
    await runAccessCode('OLD', 'access', deps);
    expect(steps.slice(0, 2)).toEqual([['send', 'OLD'], ['countFailure']]);
    expect(steps.at(-2)).toEqual(['wait', 1000]);
    expect(steps.at(-1)).toEqual(['panel', { tone: 'error', description: 'Срок действия промокода истёк', durationMs: 5000 }]);
    expect(steps.some(([kind]) => kind === 'goTo')).toBe(false);
  });
});

describe('/joint_viewing/{id} (spec 1 §2)', () => {
  it('success goes to the returned target, with no panel', async () => {
    const { steps, deps } = fake({ ok: true, answer: answer('/movies/film') });
    await runAccessCode('KINOVECHER', 'joint_viewing', deps);
    expect(steps).toEqual([
      ['send', 'KINOVECHER'],
      ['goTo', '/movies/film'],
    ]);
  });

  it('an error shows an error panel and goes to /', async () => {
    const { steps, deps } = fake({ ok: false, description: null });
    await runAccessCode('NOPE', 'joint_viewing', deps);
    expect(steps).toEqual([
      ['send', 'NOPE'],
      ['countFailure'],
      ['panel', { tone: 'error', description: null, durationMs: 5000 }],
      ['goTo', '/'],
    ]);
  });
});

describe('the daily failed-attempt counter (spec 2 §5)', () => {
  it('once the day’s attempts are used up, nothing is sent and the panel says so', async () => {
    const { steps, deps } = fake({ ok: true, answer: answer() }, false);
    await runAccessCode('EFIR30', 'access', deps);
    expect(steps).toEqual([
      ['dropAccessParam'],
      ['wait', 1000],
      [
        'panel',
        {
          tone: 'error',
          description: null,
          messageKey: 'input.promocode.validate.daily_attempt_limit_exceeded',
          durationMs: 5000,
        },
      ],
    ]);
  });

  it('a success is not counted', async () => {
    const { steps, deps } = fake({ ok: true, answer: answer('/movies/film') });
    await runAccessCode('KINOVECHER', 'joint_viewing', deps);
    expect(steps.some(([kind]) => kind === 'countFailure')).toBe(false);
  });
});

describe('the attempts cookie', () => {
  const DAY = 24 * 3600 * 1000;
  it('counts failures for 24 hours from the first one', () => {
    const start = 1_000_000;
    let cookies = '';
    for (let i = 0; i < 5; i++) {
      const attempts = readPromoAttempts(cookies, start + i * 1000);
      expect(promoAttemptsLeft(attempts)).toBe(true);
      cookies = `lang=rus; ${failedPromoCookie(attempts, start + i * 1000).split(';')[0]}`;
    }
    expect(promoAttemptsLeft(readPromoAttempts(cookies, start + 10_000))).toBe(false);
    expect(promoAttemptsLeft(readPromoAttempts(cookies, start + DAY))).toBe(true);
  });

  it('the cookie expires when the first failure’s day ends', () => {
    expect(failedPromoCookie({ count: 2, since: 0 }, 3600 * 1000)).toBe('promo_attempts=3.0; Max-Age=82800; Path=/; SameSite=Lax');
  });

  it('a broken cookie counts as none', () => {
    expect(readPromoAttempts('promo_attempts=abc', 5)).toEqual({ count: 0, since: 5 });
  });
});
