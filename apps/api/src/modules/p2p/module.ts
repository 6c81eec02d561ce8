import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import TrackerServer from 'bittorrent-tracker/server';
import type { FastifyInstance } from 'fastify';
import { brandById } from '../../../../web/app/brand/brands.js';
import type { DomainModule } from '../module.js';

/** Where the app's own tracker answers WebSocket announces. */
export const TRACKER_PATH = '/tracker';
/** How often peers announce again (ms): a viewer who leaves is dropped from the swarm within a few of these. */
const ANNOUNCE_INTERVAL_MS = 60_000;

export interface P2pDeps {
  /** `own`: this app's tracker; `off`: no peer-to-peer; otherwise the operator's trackers. */
  trackers: 'own' | 'off' | string[];
  /** STUN/TURN server URLs given to players. */
  iceServers: string[];
}

/**
 * How a player of this brand meets its peers: the trackers it announces to (the app's own as a path of the page's host,
 * which the player makes a WebSocket URL, or the operator's) and the ICE servers; null when the operator or the brand
 * has peer-to-peer off.
 */
export type P2pFor = (place: { brand: string }) => { announce: string[]; ice_servers: string[] } | null;

/**
 * Peer-to-peer delivery (spec 2 §7): viewers of one stream share its segments over WebRTC and the CDN serves less.
 * Players find each other through a WebTorrent tracker: the app runs one (bittorrent-tracker's server) on
 * /tracker of its own port, unless the operator points players at theirs.
 */
export function p2pModule({ trackers, iceServers }: P2pDeps) {
  const p2pFor: P2pFor = ({ brand }) => {
    if (trackers === 'off' || !brandById(brand).flags.p2p) return null;
    return { announce: trackers === 'own' ? [TRACKER_PATH] : trackers, ice_servers: iceServers };
  };
  return {
    service: { p2pFor },
    routes(app: FastifyInstance) {
      if (trackers !== 'own') return;
      const tracker = new TrackerServer({ http: false, udp: false, stats: false, ws: { noServer: true }, interval: ANNOUNCE_INTERVAL_MS });
      // A swarm's or a peer's mistake is the tracker's answer to that peer, not the app's error.
      tracker.on('warning', (error: Error) => app.log.debug({ err: error }, 'p2p tracker warning'));
      tracker.on('error', (error: Error) => app.log.warn({ err: error }, 'p2p tracker error'));
      const sockets = tracker.ws;
      const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        // Nothing else on this server speaks WebSocket: any other upgrade is refused rather than left hanging.
        if (new URL(request.url ?? '/', 'http://tracker').pathname !== TRACKER_PATH) {
          socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
          return;
        }
        sockets.handleUpgrade(request, socket, head, (peer) => sockets.emit('connection', peer, request));
      };
      app.server.on('upgrade', onUpgrade);
      app.addHook('onClose', async () => {
        app.server.off('upgrade', onUpgrade);
        await new Promise<void>((resolve) => tracker.close(() => resolve()));
      });
    },
  } satisfies DomainModule<{ p2pFor: P2pFor }>;
}

export type P2pService = ReturnType<typeof p2pModule>['service'];
