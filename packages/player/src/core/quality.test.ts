import { describe, expect, it } from 'vitest';
import { languageOptions, speedOptions } from './options';
import { qualityLabel, qualityOptions } from './quality';

describe('quality bands by height', () => {
  it.each([
    [72, '144p'],
    [144, '144p'],
    [191, '144p'],
    [192, '240p'],
    [300, '360p'],
    [420, '480p'],
    [599, '480p'],
    [600, '720p'],
    [720, '720p'],
    [900, '1080p'],
    [1080, '1080p'],
    [1260, '2K'],
    [1440, '2K'],
    [1800, '4K'],
    [2160, '4K'],
    [2808, '4K'],
  ])('height %i is %s', (height, label) => {
    expect(qualityLabel(height)).toBe(label);
  });

  it('names no band below 72 or above 2808', () => {
    expect(qualityLabel(71)).toBeNull();
    expect(qualityLabel(2809)).toBeNull();
    expect(qualityLabel(Number.NaN)).toBeNull();
  });

  it('lists each band once, best first, marking the active one', () => {
    expect(qualityOptions([360, 1080, 720, 710, 4000, 50], '720p')).toEqual([
      { title: '1080p', value: '1080p', active: false },
      { title: '720p', value: '720p', active: true },
      { title: '360p', value: '360p', active: false },
    ]);
  });

  it('marks none active on auto', () => {
    expect(qualityOptions([720], 'auto').every((option) => !option.active)).toBe(true);
  });
});

describe('speed and language lists', () => {
  it('offer the five speeds with the current one active', () => {
    expect(speedOptions(1.5)).toEqual([
      { title: '0.75', value: 0.75, active: false },
      { title: '1', value: 1, active: false },
      { title: '1.25', value: 1.25, active: false },
      { title: '1.5', value: 1.5, active: true },
      { title: '2', value: 2, active: false },
    ]);
  });

  it('list each language once, named by its first label', () => {
    const tracks = [{ language: 'ru', label: 'Русский' }, { language: 'ru', label: 'Русский (5.1)' }, { language: 'en' }];
    expect(languageOptions(tracks, 'en')).toEqual([
      { title: 'Русский', value: 'ru', active: false },
      { title: 'en', value: 'en', active: true },
    ]);
  });
});
