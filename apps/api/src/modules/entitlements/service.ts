import type { Clock } from '../../lib/clock.js';
import type { EntitlementsRepo, Grant, NewGrant, RunningSubscription, Tx } from './repo.js';

/** What a viewer asks to play. `timeshift` is a channel's catch-up and pause-live (spec 2 §6 Timeshift). */
export type Playable =
  | { type: 'media_item'; id: number }
  | { type: 'channel'; id: number }
  | { type: 'karaoke_item'; id: number }
  | { type: 'timeshift'; channelId: number };

/** What access is asked for: what plays, and a service (what a subscription is bought for). */
export type Openable = Playable | { type: 'service'; id: number };

/**
 * The answer to "may this account open this now?". Open access says until when (null: no end), so a media token
 * never outlives a rental, and by which grant (null: free content). A refusal says what would open it: signing in
 * (a visitor), or buying `offer`.
 */
export type Access = { open: true; until: Date | null; grant: Grant | null } | { open: false; offer: OfferTarget | null };

/** What a purchase is made for (spec 2 §7 purchase variants' item): a film or series, a channel, or a service. */
export interface OfferTarget {
  item_type: 'media_item' | 'channel' | 'service';
  item_id: number;
}

/** A grant to write: its own period, or `days` of a service after what the account already holds of it (a promo code). */
export type GrantRequest =
  | NewGrant
  | (Pick<NewGrant, 'account_id' | 'source' | 'source_id'> & { service_id: number; days: number; media_item_id?: never });

/**
 * A service the account holds now: by which grant, through which bundle (null: itself), and the subscription that
 * renews it (none: a promo code's days, or a purchase that does not renew).
 */
export interface ServiceHolding {
  grant: Grant;
  through: number | null;
  subscription: RunningSubscription | null;
}

const FREE: Access = { open: true, until: null, grant: null };
const DAY_MS = 24 * 3600 * 1000;

/** The grant that lasts longest: one for ever, else the latest end. */
function longest(grants: Grant[]): Grant | undefined {
  let best: Grant | undefined;
  for (const grant of grants) {
    if (!best || (best.ends_at !== null && (grant.ends_at === null || grant.ends_at > best.ends_at))) best = grant;
  }
  return best;
}

/**
 * The one place that decides access to content (docs/decisions/0011): free content plays for everyone; EST needs a
 * purchase, TVOD an unexpired rental, SERVICE an active subscription (bought, or granted by a promo code) to a
 * service that lists the item or a bundle above it. Seasons and episodes follow their series; catch-up and
 * pause-live follow the channel's tstv service. `opens` answers playback and purchases; `grant` is the only writer.
 */
export function entitlementsService(repo: EntitlementsRepo, clock: Clock) {
  /** Open by the longest grant in force, else refused with `offer`. Inside `tx` when given (a purchase's check). */
  async function heldOr(
    accountId: string | null,
    mediaItemId: number | null,
    serviceIds: number[],
    offer: OfferTarget | null,
    tx?: Tx,
  ): Promise<Access> {
    const best = accountId === null ? undefined : longest(await repo.held(accountId, mediaItemId, serviceIds, clock.now(), tx));
    return best ? { open: true, until: best.ends_at, grant: best } : { open: false, offer };
  }

  return {
    /** Undefined when the thing itself does not exist (the caller answers 404). */
    async opens(accountId: string | null, what: Openable, tx?: Tx): Promise<Access | undefined> {
      switch (what.type) {
        case 'media_item': {
          const owner = await repo.mediaOwner(what.id, tx);
          if (!owner) return undefined;
          if (owner.is_free) return FREE;
          const services = await repo.servicesListing({ itemType: 'media_item', id: owner.id }, tx);
          return heldOr(accountId, owner.id, services, { item_type: 'media_item', item_id: owner.id }, tx);
        }
        case 'channel': {
          const channel = await repo.channel(what.id, tx);
          if (!channel) return undefined;
          if (channel.is_free) return FREE;
          const services = await repo.servicesListing({ itemType: 'channel', id: what.id }, tx);
          return heldOr(accountId, null, services, { item_type: 'channel', item_id: what.id }, tx);
        }
        case 'karaoke_item': {
          const free = await repo.karaokeFree(what.id, tx);
          if (free === undefined) return undefined;
          if (free) return FREE;
          const services = await repo.servicesListing({ itemType: 'karaoke_item', id: what.id }, tx);
          const offer = services[0] === undefined ? null : { item_type: 'service' as const, item_id: services[0] };
          return heldOr(accountId, null, services, offer, tx);
        }
        case 'timeshift': {
          const channel = await repo.channel(what.channelId, tx);
          if (!channel) return undefined;
          if (channel.tstv_service_id === null) return FREE;
          const services = await repo.serviceWithBundle(channel.tstv_service_id, tx);
          return heldOr(accountId, null, services, { item_type: 'service', item_id: channel.tstv_service_id }, tx);
        }
        case 'service': {
          const services = await repo.serviceWithBundle(what.id, tx);
          return heldOr(accountId, null, services, { item_type: 'service', item_id: what.id }, tx);
        }
      }
    },

    /**
     * Which of `serviceIds` the account holds now, itself or through the bundle above it, in three queries however
     * many there are: the catalogue's per-viewer flags (a channel's is_catchup_purchased, a service's purchase_state).
     */
    async heldServices(accountId: string, serviceIds: number[]): Promise<Map<number, ServiceHolding>> {
      const bundles = await repo.bundlesAbove(serviceIds);
      const now = clock.now();
      const ids = [...new Set([...serviceIds, ...bundles.values()])];
      const [grants, running] = await Promise.all([repo.held(accountId, null, ids, now), repo.runningSubscriptions(accountId, ids, now)]);
      const subscriptionOf = (id: number) => running.findLast((subscription) => subscription.service_id === id) ?? null;
      const held = new Map<number, ServiceHolding>();
      for (const id of serviceIds) {
        const own = longest(grants.filter((grant) => grant.service_id === id));
        const bundle = bundles.get(id);
        const through = bundle === undefined ? undefined : longest(grants.filter((grant) => grant.service_id === bundle));
        if (own) held.set(id, { grant: own, through: null, subscription: subscriptionOf(id) });
        else if (through) held.set(id, { grant: through, through: bundle!, subscription: subscriptionOf(bundle!) });
      }
      return held;
    },

    /** Ends what a refunded order opened, inside the refund's transaction. */
    revoke: (tx: Tx, orderId: string) => repo.endBySource(tx, orderId, clock.now()),

    /** A partner's subscription as the operator reports it (spec 2 §4 subscribed_in_external_billing). */
    reportExternal: (tx: Tx, grant: NewGrant & { service_id: number; ends_at: Date }) => repo.putExternal(tx, grant),
    endExternal: (tx: Tx, accountId: string, sourceId: string) => repo.endExternal(tx, accountId, sourceId, clock.now()),

    /** Writes one grant inside the caller's transaction, so the grant and what paid for it commit together; answers it. */
    async grant(tx: Tx, request: GrantRequest): Promise<Grant> {
      if (!('days' in request)) {
        await repo.insert(tx, request);
        return request;
      }
      const { days, ...grant } = request;
      const now = clock.now();
      const starts_at = (await repo.lastEnd(tx, grant.account_id, grant.service_id, now)) ?? now;
      const written: NewGrant = { ...grant, media_item_id: null, starts_at, ends_at: new Date(starts_at.getTime() + days * DAY_MS) };
      await repo.insert(tx, written);
      return written;
    },
  };
}

export type EntitlementsService = ReturnType<typeof entitlementsService>;
