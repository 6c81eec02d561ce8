// @vitest-environment jsdom
import type { MediaView } from '@efir/contract';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REST_OF_VIEW_MARGIN_PX, RestOfView } from './rest-of-view';
import { SERVER_RENDERED_BLOCKS, serverRenderedPart } from './server-blocks';
import { block } from './test-support';

const view = (names: string[]): MediaView => ({
  id: 1,
  alias: 'home',
  name: 'Home',
  blocks: names.map((name, index) => ({ ...block({ name }), id: index + 1 })),
});

describe('the server-rendered part of a media view', () => {
  it('is the first blocks and those written for search engines, in their order', () => {
    const names = Array.from({ length: SERVER_RENDERED_BLOCKS + 3 }, (_, i) => `row ${i}`);
    names.splice(SERVER_RENDERED_BLOCKS + 1, 0, 'seoText');
    const part = serverRenderedPart(view(names));
    expect(part.view.blocks.map((b) => b.name)).toEqual([...names.slice(0, SERVER_RENDERED_BLOCKS), 'seoText']);
    expect(part.left).toBe(3);
  });

  it('is the whole of a short view', () => {
    expect(serverRenderedPart(view(['a', 'b'])).left).toBe(0);
  });
});

describe('the rest of a media view', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps room for the blocks to come and asks for them once, when the viewer scrolls within reach', () => {
    let callback: IntersectionObserverCallback = () => {};
    const observe = vi.fn();
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, init: IntersectionObserverInit) {
          callback = cb;
          options.push(init);
        }
        observe = observe;
        disconnect = vi.fn();
      },
    );
    const onNear = vi.fn();
    const { container } = render(<RestOfView left={4} onNear={onNear} />);
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('1280px');
    expect(options[0]?.rootMargin).toBe(`${REST_OF_VIEW_MARGIN_PX}px 0px`);
    act(() => callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(onNear).not.toHaveBeenCalled();
    act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
