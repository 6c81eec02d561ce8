import type { MenuItem } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { kidsMenu } from './kids-menu';

const item = (id: number, target: string): MenuItem => ({ id, title: target, target, icon: '' });

describe('a kids profile’s menu', () => {
  it('keeps home, kids, learning and karaoke, in the operator’s order, and drops the rest', () => {
    const menu = ['/', '/tv', '/movies', '/series', '/kids', '/sport', '/education', '/karaoke/catalog', '/collections', '/services'];
    expect(kidsMenu(menu.map((target, index) => item(index, target))).map((entry) => entry.target)).toEqual([
      '/',
      '/kids',
      '/education',
      '/karaoke/catalog',
    ]);
  });

  it('reads a section with a query or an anchor, and leaves out outside addresses', () => {
    expect(
      kidsMenu([item(1, '/kids?sort=new'), item(2, '/kidsville'), item(3, 'https://kids.example'), item(4, '//kids.example')]).map(
        (entry) => entry.id,
      ),
    ).toEqual([1]);
  });
});
