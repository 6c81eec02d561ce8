import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';

const { app } = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1000', MAX_CONNECTIONS: '10' } });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

/** Opens a connection, writes `head`, and resolves with what the server said once it closed the connection. */
function slowRequest(head: string): Promise<{ answer: string; afterMs: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, afterMs: Date.now() - started }));
  });
}

describe('slow clients', () => {
  it('a body that never finishes arriving is answered 408 and its connection closed', async () => {
    const head =
      'POST /api/v1/analytics/events HTTP/1.1\r\nHost: efir.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"ev';
    const { answer, afterMs } = await slowRequest(head);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(5000);
  });

  it('headers that never finish arriving are dropped too', async () => {
    const { afterMs } = await slowRequest('GET /api/v1/app_info HTTP/1.1\r\nHost: efir.test\r\nX-Slow: 1');
    expect(afterMs).toBeLessThan(5000);
  });

  it('an instance takes at most MAX_CONNECTIONS connections', () => {
    expect(app.server.maxConnections).toBe(10);
  });
});
