// @vitest-environment jsdom
import type { MediaView } from '@efir/contract';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REST_OF_VIEW_MARGIN_PX, RestOfView } from './rest-of-view';
import { REST_PART_BLOCKS, restPart, SERVER_RENDERED_BLOCKS, serverRenderedPart, viewSoFar } from './server-blocks';
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

describe('the parts of the rest of a media view', () => {
  const names = Array.from({ length: SERVER_RENDERED_BLOCKS + REST_PART_BLOCKS + 2 }, (_, i) => `row ${i}`);
  names.splice(SERVER_RENDERED_BLOCKS + REST_PART_BLOCKS + 1, 0, 'seoText');
  const whole = view(names);
  const server = serverRenderedPart(whole);
  const part = (index: number): MediaView => {
    const { blocks_offset, blocks_limit } = restPart(index);
    return { ...whole, blocks: whole.blocks.slice(blocks_offset, blocks_offset + blocks_limit) };
  };
  const namesOf = (soFar: { view: MediaView }) => soFar.view.blocks.map((b) => b.name);

  it('are asked for in turn, each from where the last ended', () => {
    expect([restPart(0), restPart(1)]).toEqual([
      { blocks_offset: SERVER_RENDERED_BLOCKS, blocks_limit: REST_PART_BLOCKS },
      { blocks_offset: SERVER_RENDERED_BLOCKS + REST_PART_BLOCKS, blocks_limit: REST_PART_BLOCKS },
    ]);
  });

  it('follow the server’s blocks in order; its search-engine blocks wait at the end until their part brings them', () => {
    const none = viewSoFar(server, []);
    expect(namesOf(none)).toEqual(namesOf(server));
    expect(none).toMatchObject({ complete: false, left: server.left });
    const one = viewSoFar(server, [part(0)]);
    expect(namesOf(one)).toEqual([...names.slice(0, SERVER_RENDERED_BLOCKS + REST_PART_BLOCKS), 'seoText']);
    expect(one).toMatchObject({ complete: false, left: 2 });
    const both = viewSoFar(server, [part(0), part(1)]);
    expect(both.view.blocks).toEqual(whole.blocks);
    expect(both).toMatchObject({ complete: true, left: 0 });
  });

  it('end at a short part, or at once for a view the server rendered whole', () => {
    const shorter = { ...part(0), blocks: part(0).blocks.slice(0, 2) };
    expect(viewSoFar(server, [shorter]).complete).toBe(true);
    expect(viewSoFar(serverRenderedPart(view(['a', 'b'])), []).complete).toBe(true);
  });
});
