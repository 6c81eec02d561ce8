// @vitest-environment jsdom
import type { PurchaseOption } from '@efir/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { BlockButtons } from '../blocks/block-buttons';
import { renderWith } from '../blocks/test-support';
import { LandingPurchase } from './landing-purchase';

const openLogin = vi.fn();
vi.mock('../auth/open-login', () => ({ openLogin: () => openLogin() }));
const openPurchase = vi.fn();
vi.mock('./open-purchase', () => ({ openPurchase: (...args: unknown[]) => openPurchase(...args) }));
afterEach(() => {
  cleanup();
  openLogin.mockClear();
  openPurchase.mockClear();
});

const service = { item_type: 'service' as const, item_id: 1, name: 'Эфир Максимум', watchHref: '/services/maximum' };
const buttons = [
  { type: 'block_target' as const, text: 'Подключить', target: 'buy', is_bright: true },
  { type: 'block_target' as const, text: 'К тарифам', target: 'plans' },
];
const monthly: PurchaseOption = {
  seq_id: 1,
  usage_model: 'SERVICE',
  service: { id: 1, alias: 'maximum', name: 'Эфир Максимум' },
  content: { quality: 'HD', name: 'Эфир Максимум', media_item_type: null },
  periods: [
    { duration: 1, duration_unit: 'month', is_default: true, prices: [{ price_id: 9, type: 'intro', amount: 1, currency: 'RUB' }] },
  ],
  is_quick_purchase: false,
};

describe('a landing block’s «Подключить» (spec 2 §3 Button block_target buy)', () => {
  it('on a service’s page sells that service in one press, in the operator’s words', async () => {
    renderWith(
      <LandingPurchase value={service}>
        <BlockButtons buttons={buttons} />
      </LandingPurchase>,
      [
        [endpointQuery('sessions.current'), { is_auth: true }],
        [
          endpointQuery('purchases.variants', { query: { item_type: 'service', item_id: 1 } }),
          { purchase_variants: [monthly], purchased: null },
        ],
        [endpointQuery('accounts.user'), { profile: { purchase_limits: { is_pin_required: false } } }],
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Подключить' }));
    await vi.waitFor(() => expect(openPurchase).toHaveBeenCalledWith(service, { options: [monthly], pinRequired: false }));
    expect(screen.getByRole('link', { name: 'К тарифам' }).getAttribute('href')).toBe('#plans');
  });

  it('asks a visitor to sign in, and elsewhere jumps to the page’s buy anchor', async () => {
    renderWith(
      <LandingPurchase value={service}>
        <BlockButtons buttons={buttons} />
      </LandingPurchase>,
      [[endpointQuery('sessions.current'), { is_auth: false }]],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Подключить' }));
    expect(openLogin).toHaveBeenCalled();
    cleanup();
    renderWith(<BlockButtons buttons={buttons} />, []);
    expect(screen.getByRole('link', { name: 'Подключить' }).getAttribute('href')).toBe('#buy');
  });
});
