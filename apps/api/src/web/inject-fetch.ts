import type { FastifyInstance } from 'fastify';

/**
 * A fetch that reaches this same Fastify instance without a network hop: server rendering calls the API
 * through it in one-process mode. The caller's address is kept so per-IP rules see the viewer, not us.
 */
export function injectFetch(app: FastifyInstance, remoteAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { host: url.host, ...Object.fromEntries(request.headers) },
      payload: body,
      remoteAddress,
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) headers.append(key, item);
    }
    const nullBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(nullBody ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
