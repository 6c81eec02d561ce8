// @vitest-environment jsdom
import type { MediaBlockItem } from '@efir/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { isOver, parseTimerDate, remaining } from './countdown';
import { CountdownTimer } from './countdown-timer';
import { PromoCards } from './custom/promo-cards';
import { QuizBlock } from './custom/quiz';
import { type BlockContext, renderBlock } from './registry';
import { block, renderWith } from './test-support';
import { PREVIEW_FRAMES_PER_SECOND, PROMO_CARD_PREVIEW_DELAY_MS } from './video-preview';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const guest: BlockContext = { isAuth: false, path: '/movies', eager: true };
const viewer: BlockContext = { ...guest, isAuth: true };
const film = (id: number) =>
  ({
    item_type: 'media_item',
    id,
    slug: `film-${id}`,
    type: 'film',
    name: `Film ${id}`,
    short_description: 'About it',
    year: 2020,
    genres: [],
    age_level: { id: 1, name: '16+', age_value: 16 },
    ratings: { service: 7.25, user: null },
    logo: '/api/v1/images/poster/k',
    visit_card: '/api/v1/images/card/k',
    poster_bg_color: '#000',
    series_slug: null,
    season_slug: null,
  }) as unknown as MediaBlockItem;
const channel = (id: number) =>
  ({
    item_type: 'channel',
    id,
    slug: `ch-${id}`,
    name: `Ch ${id}`,
    logo: '/l',
    poster_bg_color: '#000',
    epgs: [],
  }) as unknown as MediaBlockItem;

describe('block registry', () => {
  it('skips an unknown type, tag or name without crashing', () => {
    const unknownType = block({ type: 'hologram' as never });
    const unknownName = block({ name: 'nothingLikeThis' });
    const { container } = renderWith([renderBlock(unknownType, guest), renderBlock(unknownName, guest)]);
    expect(container.innerHTML).toBe('');
  });

  it('numbers the top-10 rows and links posters to their pages', () => {
    renderWith(renderBlock(block({ type: 'top10', name: 'Top', items: [film(1), film(2)] }), guest));
    expect(screen.getByText('2')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Film 1/ }).getAttribute('href')).toBe('/movies/film-1');
    expect(screen.getAllByText('7.3')).toHaveLength(2);
  });

  it('puts channels in two rows above 20 items only', () => {
    const few = renderWith(renderBlock(block({ type: 'channels', items: Array.from({ length: 20 }, (_, i) => channel(i)) }), guest));
    expect(few.container.querySelector('.twoRows')).toBeNull();
    cleanup();
    const many = renderWith(renderBlock(block({ type: 'channels', items: Array.from({ length: 21 }, (_, i) => channel(i)) }), guest));
    expect(many.container.querySelector('.twoRows')).not.toBeNull();
  });

  it('a row is one tab stop whose arrow keys, Home and End move along the cards; it comes back to the card left', () => {
    renderWith(renderBlock(block({ type: 'content', name: 'Row', items: [film(1), film(2), film(3)] }), guest));
    const cards = [1, 2, 3].map((id) => screen.getByRole('link', { name: new RegExp(`Film ${id}`) }));
    expect(cards.map((card) => card.tabIndex)).toEqual([0, -1, -1]);
    act(() => cards[0]!.focus());
    fireEvent.keyDown(cards[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cards[1]);
    fireEvent.keyDown(cards[1]!, { key: 'End' });
    expect(document.activeElement).toBe(cards[2]);
    fireEvent.keyDown(cards[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cards[2]);
    fireEvent.keyDown(cards[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(cards[0]);
    fireEvent.keyDown(cards[0]!, { key: 'ArrowRight' });
    expect(cards.map((card) => card.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('shows recom_cold_start to signed-in viewers only', () => {
    const recom = block({ type: 'recom_cold_start', name: 'For you', items: [film(1)] });
    expect(renderWith(renderBlock(recom, guest)).container.innerHTML).toBe('');
    cleanup();
    expect(renderWith(renderBlock(recom, viewer)).getByText('For you')).toBeTruthy();
    expect(document.getElementById('cold_start')).toBeTruthy();
  });

  it('offers the cold start in recom_cold_start while the profile has no recommendations', () => {
    const empty = block({ type: 'recom_cold_start', name: 'For you', items: [] });
    expect(renderWith(renderBlock(empty, viewer)).getByRole('button', { name: 'Get recommendations' })).toBeTruthy();
  });

  it('hides the SEO text from signed-in viewers when display_type is unauthorized', () => {
    const seo = block({ name: 'seoText', display_type: 'unauthorized', custom_data: { title: 'Watch online', text: '<p>Text</p>' } });
    expect(renderWith(renderBlock(seo, viewer)).container.innerHTML).toBe('');
    cleanup();
    expect(renderWith(renderBlock(seo, guest)).getByRole('heading', { name: 'Watch online' })).toBeTruthy();
  });

  it('renders nothing for a banner block without banners', () => {
    expect(renderWith(renderBlock(block({ type: 'banners', display_type: 'medium' }), guest)).container.innerHTML).toBe('');
  });

  it('renders nothing for the filters block off a theme page or without filters', () => {
    const filters = block({ tag: 'filters', custom_data: { title: 'Find' } });
    expect(renderWith(renderBlock(filters, { ...guest, path: '/promo' })).container.innerHTML).toBe('');
    cleanup();
    const empty = { multiple: [], custom: [] };
    expect(
      renderWith(renderBlock(filters, guest), [[endpointQuery('catalog.filters', { query: { theme: 'movies' } }), empty]]).container
        .innerHTML,
    ).toBe('');
  });

  it('submits the filters block to {path}/catalog (its own chunk, loaded where it shows)', async () => {
    const filters = {
      multiple: [{ alias: 'genres', name: 'Genre', all_options_title: 'All genres', options: [{ alias: 'drama', name: 'Drama' }] }],
      custom: [],
    };
    const { container } = renderWith(renderBlock(block({ tag: 'filters', custom_data: { title: 'Find' } }), guest), [
      [endpointQuery('catalog.filters', { query: { theme: 'movies' } }), filters],
    ]);
    await screen.findByRole('button', { name: 'Genre: All genres' });
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/movies/catalog');
    fireEvent.click(screen.getByRole('button', { name: 'Genre: All genres' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Drama' }));
    expect(new URLSearchParams(new FormData(container.querySelector('form')!) as never).toString()).toBe('genres=drama');
  });

  it('renders the FAQ as an accordion of details', () => {
    const faq = block({ tag: 'faq', custom_data: { title: 'FAQ', faq: [{ title: 'How?', answer: 'Like this' }] } });
    const { container } = renderWith(renderBlock(faq, guest));
    expect(container.querySelector('details summary')?.textContent).toBe('How?');
  });
});

describe('promo cards grid', () => {
  const card = (title: string) => ({ title, subtitle: 's', image: '/i' });
  it('renders nothing with fewer than 3 cards', () => {
    expect(renderWith(<PromoCards cards={[card('a'), card('b')]} />).container.innerHTML).toBe('');
    cleanup();
    expect(renderWith(<PromoCards cards="nope" />).container.innerHTML).toBe('');
  });
  it('shows at most 5 cards', () => {
    renderWith(<PromoCards cards={['a', 'b', 'c', 'd', 'e', 'f'].map(card)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});

describe('hero', () => {
  const hero = block({ tag: 'hero', custom_data: { title: 'Maximum', background: '/img/bg', background_mobile: '/img/mobile' } });
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
      link.getAttribute('href') ?? link.getAttribute('imagesrcset'),
      link.getAttribute('media'),
    ]);
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it('above the fold, fetches its picture from the head: the mobile source on phones, the large one elsewhere', () => {
    renderWith(renderBlock(hero, guest));
    expect(preloads()).toEqual([
      ['/img/mobile?profile=banner&width=720&height=480', '(max-width: 767px)'],
      [expect.stringContaining('/img/bg?profile=background&width=1280&height=720'), '(min-width: 768px)'],
    ]);
  });

  it('below the fold, leaves its picture to the browser', () => {
    renderWith(renderBlock(hero, { ...guest, eager: false }));
    expect(preloads()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Maximum' })).toBeTruthy();
  });
});

describe('video previews', () => {
  const drawn = vi.fn();
  /** jsdom has no media or canvas: the video is "playing" with a frame, the canvas records what is drawn on it. */
  function stubMedia({ reducedMotion = false, width = 1280 } = {}) {
    drawn.mockClear();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: drawn } as unknown as CanvasRenderingContext2D);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }));
    vi.stubGlobal('innerWidth', width);
    return { pause };
  }
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const cards = ['a', 'b', 'c'].map((title) => ({ title, image: `/i/${title}`, video_url: `/media/previews/${title}.mp4` }));

  it('plays a promo card’s video after a one-second hover, copying about 24 frames a second, and stops on leaving', () => {
    const { pause } = stubMedia();
    vi.useFakeTimers();
    renderWith(<PromoCards cards={cards} />);
    const first = screen.getAllByRole('listitem')[0]!;
    fireEvent.pointerEnter(first);
    act(() => vi.advanceTimersByTime(PROMO_CARD_PREVIEW_DELAY_MS - 1));
    expect(screen.queryByTestId('card-video-preview')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('card-video-preview')).toBeTruthy();
    expect(first.querySelector('video')?.getAttribute('src')).toBe('/media/previews/a.mp4');
    act(() => vi.advanceTimersByTime(1000));
    expect(drawn.mock.calls.length).toBeGreaterThanOrEqual(PREVIEW_FRAMES_PER_SECOND - 1);
    expect(drawn.mock.calls.length).toBeLessThanOrEqual(PREVIEW_FRAMES_PER_SECOND);
    fireEvent.pointerLeave(first);
    expect(screen.queryByTestId('card-video-preview')).toBeNull();
    expect(pause).toHaveBeenCalled();
    const frames = drawn.mock.calls.length;
    act(() => vi.advanceTimersByTime(1000));
    expect(drawn.mock.calls.length).toBe(frames);
  });

  it('plays no card preview for a viewer who asks for reduced motion', () => {
    stubMedia({ reducedMotion: true });
    vi.useFakeTimers();
    renderWith(<PromoCards cards={cards} />);
    fireEvent.pointerEnter(screen.getAllByRole('listitem')[0]!);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId('card-video-preview')).toBeNull();
  });

  const promo = block({
    type: 'promo',
    custom_data: { title: 'Premieres', video_url: '/media/previews/x.mp4', video_image_top: '/img/top' },
  });
  it('loops the promo block’s video behind its items, muted', () => {
    stubMedia();
    const { container } = renderWith(renderBlock(promo, guest));
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/previews/x.mp4');
    expect(video?.muted && video.loop && video.autoplay).toBe(true);
    expect(video?.getAttribute('poster')).toBe('/img/top?profile=background&width=1280&height=720');
  });

  it('leaves the promo block’s video out on phones and for reduced motion; its image stays', () => {
    for (const device of [{ width: 390 }, { reducedMotion: true }]) {
      stubMedia(device);
      const { container } = renderWith(renderBlock(promo, guest));
      expect(container.querySelector('video')).toBeNull();
      expect((container.firstElementChild as HTMLElement | null)?.outerHTML).toContain('/img/top?profile=background');
      cleanup();
    }
  });
});

describe('quiz', () => {
  it('starts, then enables the button only after an answer is chosen', () => {
    const quiz = block({
      tag: 'quiz',
      custom_data: { title: 'Quiz', button_text: 'Go', items: [{ question: { title: 'Q1', variants: ['A', 'B'] } }] },
    });
    renderWith(<QuizBlock block={quiz} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'B' }));
    expect(done.disabled).toBe(false);
    fireEvent.click(done);
    expect(screen.getByText('Thank you for your answers!')).toBeTruthy();
  });
});

describe('countdown', () => {
  it('reads dd.MM.yyyy HH:mm and refuses other shapes', () => {
    expect(parseTimerDate('12.12.2026 14:48')?.getHours()).toBe(14);
    expect(parseTimerDate('2026-12-12 14:48')).toBeNull();
    expect(parseTimerDate('31.02.2026 10:00')).toBeNull();
  });
  it('counts down and is over at zero', () => {
    const end = new Date(2026, 0, 2, 0, 0);
    expect(remaining(end, new Date(2026, 0, 1, 22, 58, 30))).toEqual({ days: 0, hours: 1, minutes: 1, seconds: 30 });
    expect(isOver(remaining(end, new Date(2026, 0, 3)))).toBe(true);
  });
  it('ticks each second and shows the end text when all units reach zero', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 1, 23, 59, 58));
    renderWith(<CountdownTimer timer={{ end_date_time: '02.01.2026 00:00', end_time_text: 'Over' }} />);
    expect(screen.getByRole('timer').textContent).toContain('02');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Over')).toBeTruthy();
  });
});
