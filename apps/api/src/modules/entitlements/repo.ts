import { and, asc, eq, gt, inArray, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountEntitlements, channels, karaokeItems, mediaItems, serviceItems, services, subscriptions } from '../../db/schema/index.js';

/** Writes happen inside the caller's transaction (a purchase's charge, a promo code's activation); reads may too. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a grant opens, and when (a purchase computes it before it is written). */
export interface GrantScope {
  service_id: number | null;
  media_item_id: number | null;
  starts_at: Date;
  ends_at: Date | null;
}

export interface Grant extends GrantScope {
  /** `external`: a partner bills it (spec 2 §4 subscribed_in_external_billing). */
  source: 'promo_code' | 'purchase' | 'external' | 'certificate';
}

export interface NewGrant extends Grant {
  account_id: string;
  source_id: string;
}

/** A subscription that renews a held service (spec 2 §4 Service subscription status). */
export interface RunningSubscription {
  service_id: number;
  status: 'subscribed' | 'unsubscribed';
  status_changed_at: Date;
  current_period_end: Date;
}

/** What access is decided for: the thing a service lists (a film or series, a channel, a song). */
export interface Listed {
  itemType: 'media_item' | 'channel' | 'karaoke_item';
  id: number;
}

export function entitlementsRepo(db: Db) {
  return {
    /** A film, or the series a season or episode belongs to, with its free flag; undefined when there is no such item. */
    async mediaOwner(id: number, tx: Tx | Db = db): Promise<{ id: number; is_free: boolean } | undefined> {
      const [row] = await tx
        .select({ id: mediaItems.id, type: mediaItems.type, series_id: mediaItems.series_id, is_free: mediaItems.is_free })
        .from(mediaItems)
        .where(eq(mediaItems.id, id));
      if (!row) return undefined;
      if ((row.type !== 'season' && row.type !== 'episode') || row.series_id === null) return { id: row.id, is_free: row.is_free };
      const [series] = await tx
        .select({ id: mediaItems.id, is_free: mediaItems.is_free })
        .from(mediaItems)
        .where(eq(mediaItems.id, row.series_id));
      return series;
    },

    async channel(id: number, tx: Tx | Db = db): Promise<{ is_free: boolean; tstv_service_id: number | null } | undefined> {
      const [row] = await tx
        .select({ is_free: channels.is_free, tstv_service_id: channels.tstv_service_id })
        .from(channels)
        .where(eq(channels.id, id));
      return row;
    },

    async karaokeFree(id: number, tx: Tx | Db = db): Promise<boolean | undefined> {
      const [row] = await tx.select({ is_free: karaokeItems.is_free }).from(karaokeItems).where(eq(karaokeItems.id, id));
      return row?.is_free;
    },

    /**
     * Every service whose subscription opens the item: those that list it and the bundles above them. Archived
     * services count too, since their subscribers keep what they paid for.
     */
    async servicesListing(listed: Listed, tx: Tx | Db = db): Promise<number[]> {
      const rows = await tx
        .select({ id: services.id, parent_id: services.parent_id })
        .from(serviceItems)
        .innerJoin(services, eq(services.id, serviceItems.service_id))
        .where(and(eq(serviceItems.item_type, listed.itemType), eq(serviceItems.item_id, listed.id)));
      return [...new Set(rows.flatMap((row) => (row.parent_id === null ? [row.id] : [row.id, row.parent_id])))];
    },

    /** The bundle above each service that has one. */
    async bundlesAbove(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: services.id, parent_id: services.parent_id })
        .from(services)
        .where(and(inArray(services.id, ids), sql`${services.parent_id} is not null`));
      return new Map(rows.map((row) => [row.id, row.parent_id!]));
    },

    /** A service and the bundle above it: a bundle's subscription opens what its services open. */
    async serviceWithBundle(id: number, tx: Tx | Db = db): Promise<number[]> {
      const [row] = await tx.select({ parent_id: services.parent_id }).from(services).where(eq(services.id, id));
      return row?.parent_id ? [id, row.parent_id] : [id];
    },

    /** The account's grants in force at `now` for the media item or any of the services (inside `tx` when given). */
    async held(accountId: string, mediaItemId: number | null, serviceIds: number[], now: Date, tx: Tx | Db = db): Promise<Grant[]> {
      if (mediaItemId === null && serviceIds.length === 0) return [];
      const e = accountEntitlements;
      return tx
        .select({ service_id: e.service_id, media_item_id: e.media_item_id, starts_at: e.starts_at, ends_at: e.ends_at, source: e.source })
        .from(e)
        .where(
          and(
            eq(e.account_id, accountId),
            lte(e.starts_at, now),
            or(isNull(e.ends_at), gt(e.ends_at, now)),
            or(
              mediaItemId === null ? sql`false` : eq(e.media_item_id, mediaItemId),
              serviceIds.length > 0 ? inArray(e.service_id, serviceIds) : sql`false`,
            ),
          ),
        );
    },

    /** When the account's latest grant of the service still in force at `now` ends; null when none is. */
    async lastEnd(tx: Tx, accountId: string, serviceId: number, now: Date): Promise<Date | null> {
      const e = accountEntitlements;
      const [row] = await tx
        .select({ until: max(e.ends_at) })
        .from(e)
        .where(and(eq(e.account_id, accountId), eq(e.service_id, serviceId), gt(e.ends_at, now)));
      return row?.until ? new Date(row.until) : null;
    },

    /** The account's subscriptions to these services whose period still runs, the latest last. */
    async runningSubscriptions(accountId: string, serviceIds: number[], now: Date): Promise<RunningSubscription[]> {
      if (serviceIds.length === 0) return [];
      const s = subscriptions;
      return db
        .select({
          service_id: s.service_id,
          status: s.status,
          status_changed_at: s.status_changed_at,
          current_period_end: s.current_period_end,
        })
        .from(s)
        .where(and(eq(s.account_id, accountId), inArray(s.service_id, serviceIds), gt(s.current_period_end, now)))
        .orderBy(asc(s.created_at));
    },

    /** Ends now what one order granted (a grant not begun yet ends where it would have begun). */
    async endBySource(tx: Tx, sourceId: string, now: Date): Promise<void> {
      const e = accountEntitlements;
      await tx
        .update(e)
        .set({ ends_at: sql`greatest(${e.starts_at}, ${now})` })
        .where(and(eq(e.source, 'purchase'), eq(e.source_id, sourceId), or(isNull(e.ends_at), gt(e.ends_at, now))));
    },

    /**
     * A partner's subscription as the operator last reported it: its one grant moved to end at `ends_at`, or written.
     * Answers the service it opens (which a later report cannot change) and whether anything changed.
     */
    async putExternal(tx: Tx, grant: NewGrant & { service_id: number; ends_at: Date }): Promise<{ service_id: number; changed: boolean }> {
      const e = accountEntitlements;
      const [existing] = await tx
        .select({ id: e.id, service_id: e.service_id, ends_at: e.ends_at })
        .from(e)
        .where(and(eq(e.account_id, grant.account_id), eq(e.source, 'external'), eq(e.source_id, grant.source_id)))
        .for('update');
      if (!existing) {
        await tx.insert(e).values(grant);
        return { service_id: grant.service_id, changed: true };
      }
      const service_id = existing.service_id ?? grant.service_id;
      if (service_id !== grant.service_id || existing.ends_at?.getTime() === grant.ends_at.getTime()) return { service_id, changed: false };
      await tx.update(e).set({ ends_at: grant.ends_at }).where(eq(e.id, existing.id));
      return { service_id, changed: true };
    },

    /** Ends a partner's subscription now (one not begun yet where it would have begun); undefined when never reported. */
    async endExternal(
      tx: Tx,
      accountId: string,
      sourceId: string,
      now: Date,
    ): Promise<{ service_id: number; ends_at: Date; changed: boolean } | undefined> {
      const e = accountEntitlements;
      const [existing] = await tx
        .select({ id: e.id, service_id: e.service_id, starts_at: e.starts_at, ends_at: e.ends_at })
        .from(e)
        .where(and(eq(e.account_id, accountId), eq(e.source, 'external'), eq(e.source_id, sourceId)))
        .for('update');
      if (!existing || existing.service_id === null) return undefined;
      const end = new Date(Math.max(existing.starts_at.getTime(), now.getTime()));
      if (existing.ends_at !== null && existing.ends_at <= end)
        return { service_id: existing.service_id, ends_at: existing.ends_at, changed: false };
      await tx.update(e).set({ ends_at: end }).where(eq(e.id, existing.id));
      return { service_id: existing.service_id, ends_at: end, changed: true };
    },

    async insert(tx: Tx, grant: NewGrant): Promise<void> {
      await tx.insert(accountEntitlements).values(grant);
    },
  };
}

export type EntitlementsRepo = ReturnType<typeof entitlementsRepo>;
