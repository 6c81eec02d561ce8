import { describe, expect, it } from 'vitest';
import { canGoOn, coldStartStart, nextColdStart, resultPath, visiblePosters } from './cold-start-flow';

const MIN = 5;
const run = (...events: Parameters<typeof nextColdStart>[1][]) =>
  events.reduce((state, event) => nextColdStart(state, event, MIN), coldStartStart);

describe('cold-start flow (spec 2 §4 Cold start, §5)', () => {
  it('goes genres → movies → result, and only with a genre, then at least min_for_choosing films', () => {
    expect(run({ type: 'next' })).toEqual(coldStartStart);
    const movies = run({ type: 'toggleGenre', alias: 'comedy' }, { type: 'next' });
    expect(movies).toEqual({ step: 'movies', genres: ['comedy'], movies: [] });
    const four = [1, 2, 3, 4].map((id) => ({ type: 'toggleMovie' as const, id }));
    const withFour = run({ type: 'toggleGenre', alias: 'comedy' }, { type: 'next' }, ...four);
    expect(canGoOn(withFour, MIN)).toBe(false);
    expect(nextColdStart(withFour, { type: 'next' }, MIN)).toBe(withFour);
    const withFive = nextColdStart(withFour, { type: 'toggleMovie', id: 5 }, MIN);
    expect(nextColdStart(withFive, { type: 'next' }, MIN)).toEqual({ step: 'result', genres: ['comedy'], movies: [1, 2, 3, 4, 5] });
  });

  it('a second tick unchooses; back to genres drops the films; only the result step can fail', () => {
    const state = run(
      { type: 'toggleGenre', alias: 'comedy' },
      { type: 'toggleGenre', alias: 'drama' },
      { type: 'toggleGenre', alias: 'comedy' },
      { type: 'next' },
      { type: 'toggleMovie', id: 7 },
      { type: 'back' },
    );
    expect(state).toEqual({ step: 'genres', genres: ['drama'] });
    expect(nextColdStart(state, { type: 'failed' }, MIN)).toBe(state);
    expect(nextColdStart({ step: 'result', genres: ['drama'], movies: [1, 2, 3, 4, 5] }, { type: 'failed' }, MIN)).toEqual({
      step: 'error',
    });
  });

  it('shows five of up to twenty posters, one further on each second, wrapping round', () => {
    const posters = Array.from({ length: 25 }, (_, index) => index);
    expect(visiblePosters(posters, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(visiblePosters(posters, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePosters(posters, 17)).toEqual([17, 18, 19, 0, 1]);
    expect(visiblePosters([1, 2, 3], 4)).toEqual([1, 2, 3]);
  });

  it('leads to the media view returned at #cold_start, the home view being /', () => {
    expect(resultPath('home', 'cold_start')).toBe('/#cold_start');
    expect(resultPath('movies', 'cold_start')).toBe('/movies#cold_start');
  });
});
