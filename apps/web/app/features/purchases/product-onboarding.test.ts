import { describe, expect, it } from 'vitest';
import { inLanguage, inSegment, onboardingAfter } from './product-onboarding';

const product = {
  ids: [2, 1],
  image: '/api/v1/images/service/2',
  title: { rus: 'Добро пожаловать', eng: 'Welcome' },
  subtitle: { rus: 'Сотни фильмов' },
  target: { title: { rus: 'Смотреть' }, url: '/movies' },
};
const toggles = (percent: number) => ({
  show_product_onboarding_modal: { ab_salt: 'onboarding', ab_percent: percent, products: [product] },
});

describe('product onboarding (spec 2 §3 show_product_onboarding_modal, §4 step 5)', () => {
  it('splits viewers by ab_salt into ab_percent of them, the same way every time', () => {
    const keys = Array.from({ length: 2000 }, (_, index) => `profile-${index}`);
    const share = keys.filter((key) => inSegment('onboarding', 30, key)).length / keys.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
    expect(keys.map((key) => inSegment('onboarding', 30, key))).toEqual(keys.map((key) => inSegment('onboarding', 30, key)));
    expect(keys.some((key) => inSegment('other-salt', 30, key) !== inSegment('onboarding', 30, key))).toBe(true);
  });

  it('shows the product that lists the service bought, to the segment only', () => {
    expect(onboardingAfter(toggles(100), 2, 'profile-1')).toEqual(product);
    expect(onboardingAfter(toggles(100), 3, 'profile-1')).toBeNull();
    expect(onboardingAfter(toggles(0), 2, 'profile-1')).toBeNull();
    expect(onboardingAfter(toggles(100), null, 'profile-1')).toBeNull();
    expect(onboardingAfter({}, 2, 'profile-1')).toBeNull();
    expect(onboardingAfter({ show_product_onboarding_modal: { ab_salt: 1 } }, 2, 'profile-1')).toBeNull();
  });

  it('reads the operator’s texts in the viewer’s language, else Russian', () => {
    expect(inLanguage(product.title, 'eng')).toBe('Welcome');
    expect(inLanguage(product.subtitle, 'hye')).toBe('Сотни фильмов');
  });
});
