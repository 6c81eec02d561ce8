import type { EndpointName } from '@efir/contract';

/** Calls whose success the server also pushes to the account as an event of the reload set (spec 1 §4). */
const ECHOED: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'buy.content',
  'tickets.confirm',
  'account.refill',
  'bankCards.add',
  'bankCards.delete',
  'subscriptions.unsubscribe',
  'subscriptions.cancelUnsubscribe',
  'promocodes.send',
  'certificates.activate',
  'tvcode.authorise',
  'tvcode.ottSend',
  'bonuses.confirm',
]);

/** How long after its own such call a tab takes a pushed event for that call's echo. */
export const ECHO_WINDOW_MS = 15_000;

let inFlight = 0;
let lastSettledAt = Number.NEGATIVE_INFINITY;

/** Follows a call of this tab; only those the server echoes count. */
export function trackWrite<T>(name: EndpointName, call: Promise<T>): Promise<T> {
  if (!ECHOED.has(name)) return call;
  inFlight += 1;
  return call.finally(() => {
    inFlight -= 1;
    lastSettledAt = Date.now();
  });
}

/**
 * Whether this tab is making, or has just made, a change the server pushes back: it refreshed what it shows from the
 * answer, so the echo must not reload it (the buyer's success screen and «Смотреть» would be lost); other tabs reload.
 */
export function isOwnEcho(now = Date.now()): boolean {
  return inFlight > 0 || now - lastSettledAt < ECHO_WINDOW_MS;
}
