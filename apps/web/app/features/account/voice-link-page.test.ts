import { describe, expect, it } from 'vitest';
import { voiceLinkView } from './voice-link-page';

describe('/alice/auth states', () => {
  it('is linked once linked, else waits for its code, else starts', () => {
    expect(voiceLinkView({ linked_at: 100, code: null })).toBe('linked');
    expect(voiceLinkView({ linked_at: 100, code: { value: '123456', expires_at: 200 } })).toBe('linked');
    expect(voiceLinkView({ linked_at: null, code: { value: '123456', expires_at: 200 } })).toBe('code');
    expect(voiceLinkView({ linked_at: null, code: null })).toBe('start');
  });
});
