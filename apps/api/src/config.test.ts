import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = { EFIR_SECRET: 'x'.repeat(32), EFIR_DATA_DIR: '/tmp/efir-config-test' };

describe('config', () => {
  it('defaults to port 3000, PGlite under the data dir and one process', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.role).toBe('all');
    expect(config.database).toEqual({ kind: 'pglite', dir: '/tmp/efir-config-test/db' });
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });

  it('error reporting: off by default, on with a Sentry DSN, and a DSN without its key or project refused', () => {
    expect(loadConfig(base).errorReporting).toBeNull();
    expect(
      loadConfig({ ...base, EFIR_SENTRY_DSN: 'https://k3y@o1.ingest.example/7', EFIR_SENTRY_ENVIRONMENT: 'staging' }).errorReporting,
    ).toEqual({
      dsn: 'https://k3y@o1.ingest.example/7',
      environment: 'staging',
    });
    for (const dsn of ['https://o1.ingest.example/7', 'https://k3y@o1.ingest.example/', 'ftp://k3y@host/7'])
      expect(() => loadConfig({ ...base, EFIR_SENTRY_DSN: dsn })).toThrow(/EFIR_SENTRY_DSN/);
  });

  it('iframe message origins: https, http only for localhost outside production, nothing but origins', () => {
    const origins = (EFIR_MESSAGE_FRAME_ORIGINS: string, NODE_ENV = 'development') =>
      loadConfig({ ...base, NODE_ENV, EFIR_MESSAGE_FRAME_ORIGINS }).messageFrameOrigins;
    expect(origins('https://forms.example, http://localhost:4000')).toEqual(['https://forms.example', 'http://localhost:4000']);
    expect(loadConfig(base).messageFrameOrigins).toEqual([]);
    for (const bad of ['https://forms.example/survey', 'forms.example', 'http://forms.example'])
      expect(() => origins(bad), bad).toThrow(/EFIR_MESSAGE_FRAME_ORIGINS/);
    expect(() => origins('http://localhost:4000', 'production')).toThrow(/EFIR_MESSAGE_FRAME_ORIGINS/);
  });

  it('advertisers’ origins: https, http only for localhost outside production, nothing but origins', () => {
    const origins = (EFIR_AD_ORIGINS: string, NODE_ENV = 'development') => loadConfig({ ...base, NODE_ENV, EFIR_AD_ORIGINS }).adOrigins;
    expect(origins('https://ads.example, http://localhost:4100')).toEqual(['https://ads.example', 'http://localhost:4100']);
    expect(loadConfig(base).adOrigins).toEqual([]);
    for (const bad of ['https://ads.example/vast', '*', 'https://*.example', 'http://ads.example'])
      expect(() => origins(bad), bad).toThrow(/EFIR_AD_ORIGINS/);
    expect(() => origins('http://localhost:4100', 'production')).toThrow(/EFIR_AD_ORIGINS/);
  });

  it('peer-to-peer: the app’s own tracker and a public STUN server by default, the operator’s own, or off', () => {
    expect(loadConfig(base)).toMatchObject({ p2pTrackers: 'own', p2pIceServers: ['stun:stun.l.google.com:19302'] });
    const theirs = loadConfig({ ...base, EFIR_P2P_TRACKERS: 'wss://t.example/announce, ws://t2.example', EFIR_P2P_ICE_SERVERS: 'none' });
    expect(theirs).toMatchObject({ p2pTrackers: ['wss://t.example/announce', 'ws://t2.example'], p2pIceServers: [] });
    expect(loadConfig({ ...base, EFIR_P2P_TRACKERS: 'off' }).p2pTrackers).toBe('off');
    expect(() => loadConfig({ ...base, EFIR_P2P_TRACKERS: 'https://t.example' })).toThrow(/EFIR_P2P_TRACKERS/);
    expect(() => loadConfig({ ...base, EFIR_P2P_ICE_SERVERS: 'stun.example:3478' })).toThrow(/EFIR_P2P_ICE_SERVERS/);
  });

  it('stops with a message naming the bad key', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, EFIR_ROLE: 'both' })).toThrow(/EFIR_ROLE/);
  });

  it('card payments: the sandbox acquirer outside production, none in production unless asked, remote needs its four keys', () => {
    const sandbox = loadConfig(base).acquirer;
    expect(sandbox).toMatchObject({ kind: 'sandbox', port: 0, merchantOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'] });
    expect(loadConfig({ ...base, EFIR_PUBLIC_URL: 'https://efir.tv/' }).acquirer).toMatchObject({ merchantOrigins: ['https://efir.tv'] });
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).acquirer).toEqual({ kind: 'off' });
    expect(() => loadConfig({ ...base, ACQUIRER: 'remote', ACQUIRER_URL: 'https://acq.example' })).toThrow(/ACQUIRER_MERCHANT_KEY/);
  });
});
