import { describe, expect, it } from 'vitest';
import { neighbourChannel } from './tv-list-panel';

describe('channel up and down', () => {
  const channels = [1, 2, 3].map((id) => ({ id, slug: `c${id}` }));

  it('go to the next or previous channel in number order, round the ends', () => {
    expect(neighbourChannel(channels, 2, 1)?.id).toBe(3);
    expect(neighbourChannel(channels, 2, -1)?.id).toBe(1);
    expect(neighbourChannel(channels, 3, 1)?.id).toBe(1);
    expect(neighbourChannel(channels, 1, -1)?.id).toBe(3);
  });

  it('go nowhere from a channel the list does not show, or with one channel', () => {
    expect(neighbourChannel(channels, 9, 1)).toBeNull();
    expect(neighbourChannel(channels.slice(0, 1), 1, 1)).toBeNull();
  });
});
