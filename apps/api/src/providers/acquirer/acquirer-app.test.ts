import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';

const { visitor, acquirer } = await createTestApp({ acquirer: true });

describe('the acquirer beside the app (docs/decisions/0012)', () => {
  it('our pages may post cards to and frame exactly the acquirer’s origin, and nothing else outside ours', async () => {
    const origin = new URL(acquirer!.publicUrl).origin;
    const csp = (await visitor().raw('/api/health/live')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${origin};`);
    expect(csp).toContain(`frame-src 'self' ${origin};`);
    expect(origin).not.toBe('http://efir.test');
  });
});
