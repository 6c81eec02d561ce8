import type { PurchasableType, PurchaseOption, UsageModel } from '@efir/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { useSession } from '../../session/session';
import { useViewerDates } from '../../session/viewer-dates';
import { SignInPrompt } from '../account/sign-in-prompt';
import { playerHref } from '../catalog/links';
import { purchasedText } from './purchase-button';
import type { PurchaseContext } from './purchase-flow';
import { useOffered } from './purchase-gate';
import { PurchaseModal, type PurchaseTarget } from './purchase-modal';
import styles from './purchases.module.css';

/**
 * What an external link or embed asks to buy (spec 1 §2 /variants, /embed/buy, /pay): `item_type` and `item_id`
 * always; /embed/buy may name the way in (`usage_model`), /pay the variant (`seq_id`) and its period's price (`price_id`).
 */
export interface PurchasePageRequest {
  item_type: PurchasableType;
  item_id: number;
  usage_model?: UsageModel;
  seq_id?: number;
  price_id?: number;
}

// Plain lists, not the contract's schemas: the browser bundle carries no zod.
const ITEM_TYPES: readonly PurchasableType[] = ['media_item', 'channel', 'service'];
const USAGE_MODELS: readonly UsageModel[] = ['SERVICE', 'EST', 'TVOD'];
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const positiveInt = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** The request in the address, or null when it names nothing to buy (/pay also needs its variant). */
export function purchasePageRequest(pathname: string, search: URLSearchParams): PurchasePageRequest | null {
  const type = oneOf(ITEM_TYPES, search.get('item_type'));
  const id = positiveInt(search.get('item_id'));
  if (type === undefined || id === undefined) return null;
  const request: PurchasePageRequest = { item_type: type, item_id: id };
  const usageModel = oneOf(USAGE_MODELS, search.get('usage_model'));
  if (usageModel) request.usage_model = usageModel;
  const seqId = positiveInt(search.get('seq_id'));
  if (seqId !== undefined) request.seq_id = seqId;
  const priceId = positiveInt(search.get('price_id'));
  if (priceId !== undefined) request.price_id = priceId;
  if (pathname.replace(/\/+$/, '') === '/pay' && request.seq_id === undefined) return null;
  return request;
}

/** The options the flow offers: all of them, or the one variant (and the one period) the address names. */
export function requestedOptions(options: readonly PurchaseOption[], request: PurchasePageRequest): PurchaseOption[] {
  if (request.seq_id === undefined) return [...options];
  const option = options.find((candidate) => candidate.seq_id === request.seq_id);
  if (!option) return [];
  if (request.price_id === undefined) return [option];
  const periods = option.periods.filter((period) => period.prices.some((price) => price.price_id === request.price_id));
  return periods.length > 0
    ? [
        {
          ...option,
          periods: periods.map((period) => ({ ...period, prices: period.prices.filter((price) => price.price_id === request.price_id) })),
        },
      ]
    : [];
}

/** The purchase flow on a page of its own (no header, no footer), for embeds and links from outside. */
export function PurchasePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const request = purchasePageRequest(location.pathname, new URLSearchParams(location.search));
  return (
    <div className={styles.page}>
      {request ? <PurchaseRequest request={request} /> : <p className={styles.status}>{t('purchase.page.nothing')}</p>}
    </div>
  );
}

function PurchaseRequest({ request }: { request: PurchasePageRequest }) {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const dates = useViewerDates();
  const queryClient = useQueryClient();
  const { item_type, item_id } = request;
  const offered = useOffered({ item_type, item_id, login_required: false });
  const item = useQuery(
    endpointQuery('mediaItems.getById', { params: { id: String(item_id) } }, { enabled: item_type === 'media_item' }),
  ).data;
  const channel = useQuery(
    endpointQuery('channels.getByNcId', { params: { id: String(item_id) } }, { enabled: item_type === 'channel' }),
  ).data;
  const variants = useQuery(endpointQuery('purchases.variants', { query: { item_type, item_id } }, { enabled: isAuth }));
  const user = useQuery(endpointQuery('accounts.user', {}, { enabled: isAuth })).data;
  // «Готово» starts the flow again: after a purchase it then says what the item is open by.
  const [round, setRound] = useState(0);

  const watchHref = item ? playerHref(item) : channel ? `/tv/${channel.slug}/player` : `/services/${item_id}`;
  const heading = offered ? <h1 className={styles.pageTitle}>{offered.name}</h1> : null;
  if (!session) return heading;
  if (!isAuth)
    return (
      <>
        {heading}
        <SignInPrompt />
      </>
    );
  if (variants.isError) return <p className={styles.status}>{t('purchase.page.nothing')}</p>;
  if (!variants.data || !offered || !user) return heading;
  if (variants.data.purchased)
    return (
      <>
        {heading}
        <p className={styles.purchased}>{purchasedText(variants.data.purchased, t, dates)}</p>
      </>
    );
  const options = requestedOptions(variants.data.purchase_variants, request);
  if (options.length === 0)
    return (
      <>
        {heading}
        <p className={styles.status}>{t('purchase.page.no_variant')}</p>
      </>
    );
  const target: PurchaseTarget = { item_type, item_id, name: offered.name, watchHref };
  const context: PurchaseContext = {
    options,
    pinRequired: user.profile?.purchase_limits.is_pin_required ?? false,
    usageModel: request.usage_model,
  };
  return (
    <>
      {heading}
      <section className={styles.pageFlow} aria-label={t('purchase.page.flow')}>
        <PurchaseModal
          key={round}
          target={target}
          context={context}
          onClose={() => {
            void queryClient.invalidateQueries({ queryKey: ['purchases.variants'] });
            setRound((value) => value + 1);
          }}
        />
      </section>
    </>
  );
}
