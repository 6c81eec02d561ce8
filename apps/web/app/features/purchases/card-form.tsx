import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/button';
import formStyles from '../../ui/form/form.module.css';
import { TextField } from '../../ui/form/text-field';
import { useMask } from '../../ui/form/use-mask';
import {
  CARDHOLDER_NAME_MAX_LENGTH,
  type CardFields,
  type CardRule,
  cardNumberMask,
  cardRulesMessage,
  cvcMask,
  EXPIRY_MASK,
  invalidCardRules,
  isCardFormValid,
  isPostalCodeValid,
  POSTAL_CODE_MAX_LENGTH,
} from './card-rules';
import styles from './purchases.module.css';

const EMPTY: CardFields = { cardnumber: '', 'cc-exp': '', cvc: '', cardholder_name: '', postal_code: '' };

/**
 * spec 2 §3 Card form fields and §5 their rules: number, expiry and CVC share one message (a combined one when two
 * are wrong), shown for the fields left or all of them after a press. `error` is the bank's or the server's answer,
 * shown on the number, the main field.
 */
export function CardForm({
  submitLabel,
  ready,
  busy,
  error,
  onSubmit,
  children,
}: {
  submitLabel: string;
  /** spec 2 §4: the submit waits for the payment URL. */
  ready: boolean;
  busy: boolean;
  error: string | null;
  onSubmit(fields: CardFields): void;
  /** Shown above the submit (the purchase's «Запомнить карту»). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const messageId = useId();
  const [fields, setFields] = useState(EMPTY);
  const [left, setLeft] = useState<ReadonlySet<CardRule>>(new Set());
  const [pressed, setPressed] = useState(false);
  const set = (name: keyof CardFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const leave = (rule: CardRule) => () => setLeft((current) => new Set(current).add(rule));
  const number = useMask(cardNumberMask(fields.cardnumber), fields.cardnumber, set('cardnumber'));
  const expiry = useMask(EXPIRY_MASK, fields['cc-exp'], set('cc-exp'));
  const cvc = useMask(cvcMask(fields.cardnumber), fields.cvc, set('cvc'));

  const invalid = invalidCardRules(fields).filter((rule) => pressed || left.has(rule));
  const message = cardRulesMessage(invalid);
  const marked = (rule: CardRule) => ({
    invalid: invalid.includes(rule),
    'aria-describedby': invalid.includes(rule) ? messageId : undefined,
  });

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || busy) return;
        setPressed(true);
        if (isCardFormValid(fields)) onSubmit(fields);
      }}
    >
      <TextField
        ref={number}
        label={t('bank_card.input.number.label')}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="0000 0000 0000 0000"
        value={fields.cardnumber}
        onChange={set('cardnumber')}
        onBlur={leave('number')}
        disabled={busy}
        error={error}
        errorNow
        {...marked('number')}
      />
      <div className={styles.cardRow}>
        <TextField
          ref={expiry}
          label={t('bank_card.input.date.label')}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('bank_card.input.date.placeholder')}
          value={fields['cc-exp']}
          onChange={set('cc-exp')}
          onBlur={leave('date')}
          disabled={busy}
          {...marked('date')}
        />
        <TextField
          ref={cvc}
          label={t('bank_card.input.cvc.label')}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          value={fields.cvc}
          onChange={set('cvc')}
          onBlur={leave('cvc')}
          disabled={busy}
          {...marked('cvc')}
        />
      </div>
      {message && (
        <p id={messageId} className={formStyles.error} role="alert">
          {t(message)}
        </p>
      )}
      <TextField
        label={t('bank_card.input.holder.label')}
        name="cardholder_name"
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CARDHOLDER_NAME_MAX_LENGTH}
        value={fields.cardholder_name}
        onChange={set('cardholder_name')}
        disabled={busy}
      />
      <TextField
        label={t('bank_card.input.postal_code.label')}
        name="postal_code"
        autoComplete="postal-code"
        maxLength={POSTAL_CODE_MAX_LENGTH}
        value={fields.postal_code}
        onChange={set('postal_code')}
        error={isPostalCodeValid(fields.postal_code) ? null : t('bank_card.input.postal_code.validate')}
        errorNow={pressed}
        disabled={busy}
      />
      {children}
      <div className={formStyles.actions}>
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={!ready || busy} aria-busy={busy}>
          {busy ? t('bank_card.sending') : submitLabel}
        </button>
      </div>
    </form>
  );
}
