/** The part of bittorrent-tracker's server the app uses (the package ships no types). */
declare module 'bittorrent-tracker/server' {
  import type { EventEmitter } from 'node:events';
  import type { WebSocketServer } from 'ws';

  interface TrackerOptions {
    http?: false;
    udp?: false;
    stats?: boolean;
    ws?: false | { noServer?: boolean };
    /** Milliseconds between a peer's announces. */
    interval?: number;
  }

  export default class Server extends EventEmitter {
    constructor(options?: TrackerOptions);
    /** Present unless `ws: false`: with `noServer`, the app hands it the upgrades. */
    ws: WebSocketServer;
    /** Swarms by info hash (hex), each with its peers. */
    torrents: Record<string, { peers: { length: number } }>;
    close(callback?: () => void): void;
  }
}
