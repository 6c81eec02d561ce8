import type { PaymentMethod, Price } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import formStyles from '../../ui/form/form.module.css';
import { formatPrice } from './purchase-format';
import styles from './purchases.module.css';

// The prepaid method carries the balance and the linked cards change with every card payment: never served stale.
export const paymentMethods = endpointQuery('paymentMethodsByTypes.get', { query: { types: 'purchase,account_refill' } }, { staleTime: 0 });

/** Linked cards share their method's id, and so do bonus programs: each is told apart by its card or program. */
export const methodKey = (method: PaymentMethod) =>
  method.bank_card?.id ?? (method.bonus_program ? bonusMethodKey(method.bonus_program.id) : String(method.id));
export const bonusMethodKey = (programId: number) => `bonus:${programId}`;

/** The bonus price a program's method pays in this period, if it has one. */
export const bonusPriceFor = (method: PaymentMethod, prices: readonly Price[]): Price | undefined =>
  method.bonus_program ? prices.find((price) => price.bonus_program?.id === method.bonus_program?.id) : undefined;

/**
 * spec 2 §4 step 3: the purchase group's methods — the balance, each linked card (one press pays), a new card (opens
 * card entry), each bonus program the period has a points price in — `initial` chosen, else the first.
 */
export function PaymentStep({
  price,
  prices = [],
  paying,
  initial,
  onPay,
  accepts = () => true,
}: {
  price: string;
  /** The period's prices: a bonus program's method is offered where one of them is in its points. */
  prices?: readonly Price[];
  paying: boolean;
  initial?: string;
  onPay(method: PaymentMethod): void;
  /** The methods this payment takes (a certificate is paid by card only); all of them otherwise. */
  accepts?: (method: PaymentMethod) => boolean;
}) {
  const { t, i18n } = useTranslation();
  const methods = useQuery(paymentMethods);
  const purchase: PaymentMethod[] = (methods.data?.payment_methods.purchase ?? []).filter(
    (method) => accepts(method) && (method.name !== 'bonus' || bonusPriceFor(method, prices) !== undefined),
  );
  const [chosen, setChosen] = useState<string | null>(initial ?? null);
  const method = purchase.find((candidate) => methodKey(candidate) === chosen) ?? purchase[0];
  const points = method && bonusPriceFor(method, prices);
  if (methods.isError) return <p className={formStyles.error}>{t('error.default')}</p>;
  if (methods.isSuccess && purchase.length === 0) return <p className={formStyles.error}>{t('purchase.payment.none')}</p>;
  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (method && !paying) onPay(method);
      }}
    >
      <fieldset className={styles.methods} aria-label={t('purchase.payment.method')}>
        {purchase.map((candidate) => (
          <label key={methodKey(candidate)} className={styles.method}>
            <input
              type="radio"
              name="payment_method"
              value={methodKey(candidate)}
              checked={candidate === method}
              onChange={() => setChosen(methodKey(candidate))}
            />
            {candidate.description}
          </label>
        ))}
      </fieldset>
      <div className={formStyles.actions}>
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={!method || paying} aria-busy={paying}>
          {paying
            ? t('purchase.payment.paying')
            : method?.name === 'any_card'
              ? t('purchase.payment.next')
              : points
                ? t('bonus.pay', { points: formatPrice(points, i18n.language) })
                : t('purchase.payment.pay', { price })}
        </button>
      </div>
    </form>
  );
}

/**
 * spec 2 §8: a short balance offers the operator's top-up page (account_refill/external_url), when there is one; the
 * group's cards top up through the acquirer, not by a link.
 */
export function TopUpLink() {
  const { t } = useTranslation();
  const refill = useQuery(paymentMethods).data?.payment_methods.account_refill?.find((method) => method.name === 'external_url');
  if (!refill?.payment_url) return null;
  return (
    <a href={refill.payment_url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'lg')}>
      {t('purchase.failed.top_up')}
    </a>
  );
}
