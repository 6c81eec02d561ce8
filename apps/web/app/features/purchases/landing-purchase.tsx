import { createContext, lazy, Suspense, useContext } from 'react';
import type { PurchaseTarget } from './purchase-modal';

/** Only a service's landing sells from its blocks: elsewhere (the home page) the button is a link, and none of this loads. */
const PurchaseButton = lazy(() => import('./purchase-button').then((module) => ({ default: module.PurchaseButton })));

/** The html_id a landing's «Подключить» buttons aim at (spec 2 §3 Button block_target): the page's own purchase. */
export const BUY_TARGET = 'buy';

const LandingPurchaseContext = createContext<PurchaseTarget | null>(null);

/** A service's landing page names what its blocks' buy buttons sell. */
export const LandingPurchase = LandingPurchaseContext.Provider;

/**
 * A landing block's «Подключить» (block_target buy): on a service's page it is that service's purchase in one press,
 * under the operator's text; elsewhere it jumps to the page's buy anchor, as block_target does.
 */
export function LandingBuyButton({ text, bright, className }: { text: string; bright: boolean; className: string }) {
  const target = useContext(LandingPurchaseContext);
  if (!target)
    return (
      <a href={`#${BUY_TARGET}`} className={className}>
        {text}
      </a>
    );
  return (
    <Suspense fallback={null}>
      <PurchaseButton target={target} usageModel="SERVICE" label={text} variant={bright ? 'primary' : 'secondary'} />
    </Suspense>
  );
}
