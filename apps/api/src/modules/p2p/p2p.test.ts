import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '../../../test/helpers.js';
import { p2pModule } from './module.js';

/** A WebTorrent peer's announce: 20-byte ids travel as binary strings. */
const announce = (peer: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    action: 'announce',
    info_hash: 'efir-swarm-live-0001',
    peer_id: peer.padEnd(20, '-'),
    numwant: 5,
    uploaded: 0,
    downloaded: 0,
    left: 0,
    event: 'started',
    offers: [],
    ...extra,
  });

function connect(url: string): Promise<{ socket: WebSocket; next(): Promise<Record<string, unknown>> }> {
  const socket = new WebSocket(url);
  const inbox: Record<string, unknown>[] = [];
  const waiting: ((message: Record<string, unknown>) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  const next = () => {
    const queued = inbox.shift();
    return queued ? Promise.resolve(queued) : new Promise<Record<string, unknown>>((resolve) => waiting.push(resolve));
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, next }));
    socket.once('error', reject);
  });
}

describe('the app’s own tracker', async () => {
  const { app } = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const trackerUrl = `ws://127.0.0.1:${port}/tracker`;

  it('introduces the viewers of one swarm to each other: the second one’s WebRTC offer reaches the first', async () => {
    const first = await connect(trackerUrl);
    first.socket.send(announce('first'));
    expect(await first.next()).toMatchObject({ action: 'announce', info_hash: 'efir-swarm-live-0001', complete: 1 });

    const second = await connect(trackerUrl);
    const offer = { type: 'offer', sdp: 'v=0 (a WebRTC offer)' };
    second.socket.send(announce('second', { offers: [{ offer, offer_id: 'offer-id-0000000001' }] }));
    expect(await second.next()).toMatchObject({ action: 'announce', complete: 2 });
    expect(await first.next()).toMatchObject({
      action: 'announce',
      offer,
      offer_id: 'offer-id-0000000001',
      peer_id: 'second'.padEnd(20, '-'),
    });
    first.socket.close();
    second.socket.close();
  });

  it('takes WebSocket upgrades on its path only', async () => {
    await expect(connect(`ws://127.0.0.1:${port}/api/v1/tracker`)).rejects.toThrow();
  });
});

describe('which trackers a player announces to', () => {
  const main = { brand: 'efir' };
  const stun = ['stun:stun.operator.example:3478'];
  it('is the app’s own tracker on the page’s host, the operator’s list, or none when peer-to-peer is off', () => {
    expect(p2pModule({ trackers: 'own', iceServers: stun }).service.p2pFor(main)).toEqual({ announce: ['/tracker'], ice_servers: stun });
    const theirs = ['wss://tracker.operator.example/announce'];
    expect(p2pModule({ trackers: theirs, iceServers: [] }).service.p2pFor(main)).toEqual({ announce: theirs, ice_servers: [] });
    expect(p2pModule({ trackers: 'off', iceServers: stun }).service.p2pFor(main)).toBeNull();
  });

  it('is none for a brand that keeps peer-to-peer off', () => {
    expect(p2pModule({ trackers: 'own', iceServers: stun }).service.p2pFor({ brand: 'partner' })).toBeNull();
  });
});
