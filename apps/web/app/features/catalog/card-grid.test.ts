import { describe, expect, it } from 'vitest';
import { gridSizeFor } from './card-grid';

describe('card grid size', () => {
  it('films and series as posters, collections and programmes as landscape cards, anything else square', () => {
    expect(gridSizeFor([{ item_type: 'media_item' }, { item_type: 'media_item' }])).toBe('poster');
    expect(gridSizeFor([{ item_type: 'collection' }, { item_type: 'program' }])).toBe('wide');
    expect(gridSizeFor([{ item_type: 'karaoke_item' }])).toBe('square');
    expect(gridSizeFor([{ item_type: 'media_item' }, { item_type: 'karaoke_item' }])).toBe('square');
  });
});
