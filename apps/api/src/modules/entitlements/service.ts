import type { Clock } from '../../lib/clock.js';
import type { EntitlementsRepo, Grant, NewGrant, Tx } from './repo.js';

/** What a viewer asks to play. `timeshift` is a channel's catch-up and pause-live (spec 2 §6 Timeshift). */
export type Playable =
  | { type: 'media_item'; id: number }
  | { type: 'channel'; id: number }
  | { type: 'karaoke_item'; id: number }
  | { type: 'timeshift'; channelId: number };

/**
 * The answer to "may this account play this now?". Open access says until when (null: no end), so a media token
 * never outlives a rental. A refusal says what would open it: signing in (a visitor), or buying `offer`.
 */
export type Access = { open: true; until: Date | null } | { open: false; offer: OfferTarget | null };

/** What a purchase is made for (spec 2 §7 purchase variants' item): a film or series, a channel, or a service. */
export interface OfferTarget {
  item_type: 'media_item' | 'channel' | 'service';
  item_id: number;
}

const FREE: Access = { open: true, until: null };
const DAY_MS = 24 * 3600 * 1000;

/** A service granted for a number of days after what the account holds of it (a promo code); answers the new end. */
export type ServiceDaysGrant = (
  tx: Tx,
  grant: Pick<NewGrant, 'account_id' | 'source' | 'source_id'> & { service_id: number; days: number },
) => Promise<Date>;

/** The grant that lasts longest: one for ever, else the latest end. */
export function longest(grants: Grant[]): Grant | undefined {
  let best: Grant | undefined;
  for (const grant of grants) {
    if (!best || (best.ends_at !== null && (grant.ends_at === null || grant.ends_at > best.ends_at))) best = grant;
  }
  return best;
}

/**
 * The one place that decides access to content (docs/decisions/0010): free content plays for everyone; EST needs a
 * purchase, TVOD an unexpired rental, SERVICE an active subscription (bought, or granted by a promo code) to a
 * service that lists the item or a bundle above it. Seasons and episodes follow their series; catch-up and
 * pause-live follow the channel's tstv service. Purchases and promo codes write through `grant`.
 */
export function entitlementsService(repo: EntitlementsRepo, clock: Clock) {
  async function openedBy(accountId: string | null, mediaItemId: number | null, serviceIds: number[]): Promise<Access | null> {
    if (accountId === null) return null;
    const best = longest(await repo.held(accountId, mediaItemId, serviceIds, clock.now()));
    return best ? { open: true, until: best.ends_at } : null;
  }

  return {
    /** Undefined when the thing itself does not exist (the caller answers 404). */
    async access(accountId: string | null, playable: Playable): Promise<Access | undefined> {
      switch (playable.type) {
        case 'media_item': {
          const owner = await repo.mediaOwner(playable.id);
          if (!owner) return undefined;
          if (owner.is_free) return FREE;
          const services = await repo.servicesListing({ itemType: 'media_item', id: owner.id });
          return (await openedBy(accountId, owner.id, services)) ?? { open: false, offer: { item_type: 'media_item', item_id: owner.id } };
        }
        case 'channel': {
          const channel = await repo.channel(playable.id);
          if (!channel) return undefined;
          if (channel.is_free) return FREE;
          const services = await repo.servicesListing({ itemType: 'channel', id: playable.id });
          return (await openedBy(accountId, null, services)) ?? { open: false, offer: { item_type: 'channel', item_id: playable.id } };
        }
        case 'karaoke_item': {
          const free = await repo.karaokeFree(playable.id);
          if (free === undefined) return undefined;
          if (free) return FREE;
          const services = await repo.servicesListing({ itemType: 'karaoke_item', id: playable.id });
          const offer = services[0] === undefined ? null : { item_type: 'service' as const, item_id: services[0] };
          return (await openedBy(accountId, null, services)) ?? { open: false, offer };
        }
        case 'timeshift': {
          const channel = await repo.channel(playable.channelId);
          if (!channel) return undefined;
          if (channel.tstv_service_id === null) return FREE;
          const services = await repo.serviceWithBundle(channel.tstv_service_id);
          return (
            (await openedBy(accountId, null, services)) ?? {
              open: false,
              offer: { item_type: 'service', item_id: channel.tstv_service_id },
            }
          );
        }
      }
    },

    /**
     * The account's grants in force that open what a purchase is made for: a film or series (itself, or a service
     * listing it), a channel, or a service (itself or its bundle). Inside `tx` when given, for a purchase's check.
     */
    async holds(accountId: string, target: OfferTarget, tx?: Tx): Promise<Grant[]> {
      const serviceIds =
        target.item_type === 'service'
          ? await repo.serviceWithBundle(target.item_id, tx)
          : await repo.servicesListing({ itemType: target.item_type, id: target.item_id }, tx);
      return repo.held(accountId, target.item_type === 'media_item' ? target.item_id : null, serviceIds, clock.now(), tx);
    },

    /** Writes one grant inside the caller's transaction, so the grant and what paid for it commit together. */
    grant: (tx: Tx, grant: NewGrant) => repo.insert(tx, grant),

    /** `days` of a service, starting when what the account already holds of it ends (now, when nothing); the new end. */
    grantServiceDays: (async (tx, grant) => {
      const now = clock.now();
      const starts_at = (await repo.lastEnd(tx, grant.account_id, grant.service_id, now)) ?? now;
      const ends_at = new Date(starts_at.getTime() + grant.days * DAY_MS);
      await repo.insert(tx, { ...grant, media_item_id: null, starts_at, ends_at });
      return ends_at;
    }) satisfies ServiceDaysGrant,
  };
}

export type EntitlementsService = ReturnType<typeof entitlementsService>;
