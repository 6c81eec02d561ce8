import { PLAYER_TEXT_KEYS } from '@efir/player/ui';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n';

describe('player texts', () => {
  it.each(['rus', 'eng', 'hye'] as const)('every text the player shows exists in %s', (language) => {
    const i18n = i18nFor(language);
    expect(PLAYER_TEXT_KEYS.filter((key) => !i18n.exists(`player.${key}`))).toEqual([]);
  });
});
