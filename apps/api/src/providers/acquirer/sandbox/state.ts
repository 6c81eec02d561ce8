import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BindingState, PaymentState } from '../protocol.js';
import type { CheckedCard } from './test-cards.js';

/** A saved card as the sandbox keeps it: what its token stands for, never the number or the CVC. */
export type StoredCard = CheckedCard;

export interface Binding extends BindingState {
  amount_minor: number;
  currency: string;
}

export interface Payment extends PaymentState {
  token: string;
}

interface Durable {
  cards: Record<string, StoredCard>;
  bindings: Record<string, Binding>;
  payments: Record<string, Payment>;
}

/**
 * The sandbox's books. Saved cards, bindings and payments outlive a restart when a file is given (the demo's linked
 * cards keep renewing); card tokens from the form and open challenges live in memory, minutes at most.
 */
export function sandboxState(file: string | undefined) {
  const durable: Durable =
    file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Durable) : { cards: {}, bindings: {}, payments: {} };
  const save = () => {
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(durable));
    renameSync(`${file}.tmp`, file);
  };
  return {
    ...durable,
    save,
    bindingByOrder: (orderRef: string) => Object.values(durable.bindings).find((binding) => binding.order_ref === orderRef),
    paymentByOrder: (orderRef: string) => Object.values(durable.payments).find((payment) => payment.order_ref === orderRef),
  };
}

export type SandboxState = ReturnType<typeof sandboxState>;
