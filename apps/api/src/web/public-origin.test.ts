import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin.js';

const hosts = ['localhost', '127.0.0.1', 'efir.tv', 'plus.efir.tv'];

describe('the origin pages are rendered for', () => {
  it('never comes from an unknown Host header', () => {
    const origin = publicOrigin({ publicUrl: undefined, port: 3000 }, hosts);
    expect(origin({ protocol: 'http', host: 'evil.example' })).toBe('http://localhost:3000');
    expect(origin({ protocol: 'http', host: 'evil.example:3000' })).toBe('http://localhost:3000');
    expect(origin({ protocol: 'http', host: 'efir.tv.evil.example' })).toBe('http://localhost:3000');
    expect(origin({ protocol: 'http', host: 'efir.tv@evil.example' })).toBe('http://localhost:3000');
  });

  it('keeps a brand’s own host, so each brand links to itself', () => {
    const origin = publicOrigin({ publicUrl: undefined, port: 3000 }, hosts);
    expect(origin({ protocol: 'http', host: '127.0.0.1:3315' })).toBe('http://127.0.0.1:3315');
    expect(origin({ protocol: 'https', host: 'PLUS.efir.tv' })).toBe('https://plus.efir.tv');
  });

  it('is EFIR_PUBLIC_URL when configured, and its scheme for the other brands', () => {
    const origin = publicOrigin({ publicUrl: 'https://efir.tv', port: 3000 }, hosts);
    expect(origin({ protocol: 'http', host: 'evil.example' })).toBe('https://efir.tv');
    expect(origin({ protocol: 'http', host: 'localhost:3000' })).toBe('https://efir.tv');
    expect(origin({ protocol: 'http', host: 'efir.tv' })).toBe('https://efir.tv');
    expect(origin({ protocol: 'http', host: 'plus.efir.tv' })).toBe('https://plus.efir.tv');
  });
});
