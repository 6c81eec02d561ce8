import type { PurchaseOption, PurchasePeriod } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { cheapest, initialPurchaseStep, nextPurchaseStep, type PurchaseContext, type PurchaseStep, previousStep } from './purchase-flow';

const period = (price_id: number, amount: number, fields: Partial<PurchasePeriod> = {}): PurchasePeriod => ({
  duration: 1,
  duration_unit: 'month',
  is_default: false,
  prices: [{ price_id, type: 'one_time', amount, currency: 'RUB' }],
  ...fields,
});
const option = (seq_id: number, usage_model: PurchaseOption['usage_model'], periods: PurchasePeriod[]): PurchaseOption => ({
  seq_id,
  usage_model,
  service: usage_model === 'SERVICE' ? { id: 1, alias: 'cinema', name: 'Cinema' } : null,
  content: { quality: 'HD', name: 'Film', media_item_type: usage_model === 'SERVICE' ? null : 'film' },
  periods,
  is_quick_purchase: false,
});

const month = period(11, 299, { is_default: true });
const year = period(12, 2990, { duration: 12 });
const subscription = option(1, 'SERVICE', [month, year]);
const forever = period(21, 399, { duration: null, duration_unit: null, is_default: true });
const buyFilm = option(2, 'EST', [forever]);
const rent = option(3, 'TVOD', [period(31, 149, { duration: 48, duration_unit: 'hour', is_default: true })]);

const run = (context: PurchaseContext, ...events: Parameters<typeof nextPurchaseStep>[1][]): PurchaseStep =>
  events.reduce((state, event) => nextPurchaseStep(state, event, context), initialPurchaseStep(context));

describe('purchase flow (spec 2 §4)', () => {
  it('asks for the PIN first when the profile’s purchase limit requires it, then the option', () => {
    const context = { options: [subscription, buyFilm], pinRequired: true };
    expect(initialPurchaseStep(context)).toEqual({ step: 'pin' });
    expect(run(context, { type: 'pinChecked', pin: '1234' })).toEqual({ step: 'option' });
  });

  it('skips the period when the option has one, and the option when there is one', () => {
    expect(run({ options: [buyFilm, rent], pinRequired: false }, { type: 'chooseOption', option: buyFilm })).toEqual({
      step: 'payment',
      option: buyFilm,
      period: forever,
      price: forever.prices[0],
      error: null,
    });
    expect(initialPurchaseStep({ options: [subscription], pinRequired: false })).toEqual({ step: 'period', option: subscription });
    expect(initialPurchaseStep({ options: [rent], pinRequired: false })).toMatchObject({ step: 'payment', option: rent });
  });

  it('opens on the way in the viewer chose before signing in (a rental), back leads to every option; after the PIN too', () => {
    const context: PurchaseContext = { options: [buyFilm, rent], pinRequired: false, usageModel: 'TVOD' };
    const atPayment = initialPurchaseStep(context);
    expect(atPayment).toMatchObject({ step: 'payment', option: rent, price: rent.periods[0]!.prices[0] });
    expect(previousStep(atPayment, context)).toEqual({ step: 'option' });
    expect(run({ ...context, pinRequired: true }, { type: 'pinChecked', pin: '1234' })).toMatchObject({ step: 'payment', option: rent });
    // Several subscriptions open the item: the viewer picks one among them.
    const two = option(4, 'SERVICE', [month]);
    expect(initialPurchaseStep({ options: [subscription, two, rent], pinRequired: false, usageModel: 'SERVICE' })).toEqual({
      step: 'option',
    });
  });

  it('goes option → period → payment → paying → success, and back retraces only the steps shown', () => {
    const context = { options: [subscription, buyFilm], pinRequired: false };
    const atPayment = run(context, { type: 'chooseOption', option: subscription }, { type: 'choosePeriod', period: year });
    expect(atPayment).toMatchObject({ step: 'payment', period: year, price: year.prices[0] });
    expect(previousStep(atPayment, context)).toEqual({ step: 'period', option: subscription });
    expect(nextPurchaseStep(atPayment, { type: 'back' }, context)).toEqual({ step: 'period', option: subscription });
    expect(previousStep({ step: 'period', option: subscription }, context)).toEqual({ step: 'option' });
    expect(previousStep({ step: 'option' }, context)).toBeNull();
    const paid = run(
      context,
      { type: 'chooseOption', option: subscription },
      { type: 'choosePeriod', period: year },
      { type: 'pay' },
      { type: 'paid', message: 'Subscribed', submessage: 'Until 22 December' },
    );
    expect(paid).toEqual({ step: 'success', message: 'Subscribed', submessage: 'Until 22 December', serviceId: subscription.service!.id });
  });

  it('a single option with a single period has no back at all', () => {
    const context = { options: [rent], pinRequired: false };
    expect(previousStep(initialPurchaseStep(context), context)).toBeNull();
  });

  it('a refused PIN goes back to the PIN step; another refusal ends in the error step', () => {
    const context = { options: [rent], pinRequired: true };
    const paying = run(context, { type: 'pinChecked', pin: '1234' }, { type: 'pay' });
    expect(paying.step).toBe('paying');
    expect(nextPurchaseStep(paying, { type: 'pinRefused' }, context)).toEqual({ step: 'pin' });
    expect(nextPurchaseStep(paying, { type: 'refused', description: 'Not enough money', topUp: true }, context)).toEqual({
      step: 'failed',
      description: 'Not enough money',
      topUp: true,
    });
  });

  it('a new card is entered first, then paid; back from the card goes to the methods', () => {
    const context = { options: [rent], pinRequired: false };
    const card = run(context, { type: 'enterCard', methodId: 4 });
    expect(card).toMatchObject({ step: 'card', methodId: 4, option: rent });
    expect(nextPurchaseStep(card, { type: 'back' }, context)).toMatchObject({ step: 'payment', option: rent, error: null });
    expect(nextPurchaseStep(card, { type: 'cardBound' }, context)).toMatchObject({ step: 'paying', via: 'card', option: rent });
    expect(run(context, { type: 'pay' })).toMatchObject({ step: 'paying', via: 'methods' });
  });

  it('wait_payment frames the bank’s page, then confirms the ticket, and ends in success or the error step', () => {
    const context = { options: [rent], pinRequired: false };
    const challenge = run(context, { type: 'pay' }, { type: 'waitPayment', ticketId: 't1', url: 'http://acquirer.test/ch_1' });
    expect(challenge).toMatchObject({ step: 'challenge', url: 'http://acquirer.test/ch_1', ticketId: 't1' });
    const confirming = nextPurchaseStep(challenge, { type: 'challengePassed' }, context);
    expect(confirming).toMatchObject({ step: 'confirming', ticketId: 't1' });
    expect(nextPurchaseStep(confirming, { type: 'paid', message: 'Rented' }, context)).toEqual({
      step: 'success',
      message: 'Rented',
      serviceId: null,
    });
    expect(nextPurchaseStep(challenge, { type: 'refused', description: 'Declined', topUp: false }, context)).toEqual({
      step: 'failed',
      description: 'Declined',
      topUp: false,
    });
    expect(run(context, { type: 'pay' }, { type: 'waitPayment', ticketId: 't1', url: null })).toMatchObject({ step: 'confirming' });
  });

  it('ignores events that do not belong to the step (a double press pays once)', () => {
    const context = { options: [rent], pinRequired: false };
    const paying = run(context, { type: 'pay' });
    expect(nextPurchaseStep(paying, { type: 'pay' }, context)).toBe(paying);
    expect(nextPurchaseStep({ step: 'option' }, { type: 'paid', message: 'x' }, context)).toEqual({ step: 'option' });
  });

  it('the button’s “from” is the cheapest price over every option, with the option it buys', () => {
    expect(cheapest([subscription, buyFilm, rent])).toEqual({ option: rent, price: rent.periods[0]!.prices[0] });
    expect(cheapest([])).toBeNull();
  });

  it('a bonus method whose program is not registered opens bonus activation, then the methods with it chosen; points pay the bonus price', () => {
    const points = { price_id: 32, type: 'bonus' as const, amount: 300, currency: 'PTS', bonus_program: { id: 3 } };
    const inPoints = period(31, 149, { duration: 48, duration_unit: 'hour', is_default: true });
    inPoints.prices.push(points);
    const rental = option(5, 'TVOD', [inPoints]);
    const context: PurchaseContext = { options: [rental], pinRequired: false };
    // The period is sold at its money price; the points one is the bonus method's.
    expect(initialPurchaseStep(context)).toMatchObject({ step: 'payment', price: inPoints.prices[0] });
    expect(cheapest([rental])?.price.amount).toBe(149);
    const activating = run(context, { type: 'activateBonus', programId: 3 });
    expect(activating).toMatchObject({ step: 'bonus', programId: 3 });
    expect(previousStep(activating, context)).toMatchObject({ step: 'payment' });
    expect(nextPurchaseStep(activating, { type: 'bonusActivated', method: 'bonus:3' }, context)).toMatchObject({
      step: 'payment',
      method: 'bonus:3',
    });
    expect(run(context, { type: 'pay', price: points })).toMatchObject({ step: 'paying', price: points });
  });
});
