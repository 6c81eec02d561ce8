// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../i18n/i18n';
import { GuideCategories } from './guide-categories';
import { EVERY_CHANNEL, guideFilterOf, guideSearch, guideWindowQuery } from './guide-data';

const categories = [
  { name: 'Кино', count: 2 },
  { name: 'Новости', count: 1 },
];

function chips(chosen: string | null, onChoose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18nFor('eng')}>
      <GuideCategories categories={categories} chosen={chosen} onChoose={onChoose} />
    </I18nextProvider>,
  );
  return onChoose;
}

afterEach(cleanup);

describe('the guide’s category chip', () => {
  it('offers every category with its count, and all categories, choosing one at a time', () => {
    const onChoose = chips(null);
    const chip = screen.getByRole('button', { name: 'Category: All categories' });
    fireEvent.click(chip);
    const options = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(options).toEqual(['All categories', 'Кино · 2', 'Новости · 1']);
    fireEvent.click(screen.getByRole('radio', { name: 'Новости · 1' }));
    expect(onChoose).toHaveBeenCalledWith('Новости');
  });

  it('shows the chosen category, and all categories clears it', () => {
    const onChoose = chips('Кино');
    fireEvent.click(screen.getByRole('button', { name: 'Category: Кино · 2' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Кино · 2' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'All categories' }));
    expect(onChoose).toHaveBeenCalledWith(null);
  });

  it('is not drawn when the channels carry no categories', () => {
    render(
      <I18nextProvider i18n={i18nFor('eng')}>
        <GuideCategories categories={[]} chosen={null} onChoose={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the guide filter in the address', () => {
  it('reads back what it writes, so a reload keeps the favourites and the category', () => {
    const filter = { channels: 'favorites' as const, category: 'Кино' };
    const search = guideSearch(filter, '2026-11-23');
    expect(search).toBe('?day=2026-11-23&filter=favorites&category=%D0%9A%D0%B8%D0%BD%D0%BE');
    expect(guideFilterOf(new URLSearchParams(search))).toEqual(filter);
    expect(guideSearch(EVERY_CHANNEL, undefined)).toBe('');
    expect(guideFilterOf(new URLSearchParams(''))).toEqual(EVERY_CHANNEL);
  });

  it('drops a category the server would refuse (blank or too long) instead of failing the page', () => {
    expect(guideFilterOf(new URLSearchParams('category=%20%20')).category).toBeNull();
    expect(guideFilterOf(new URLSearchParams(`category=${'x'.repeat(201)}`)).category).toBeNull();
  });

  it('asks the guide for the category only when one is chosen', () => {
    expect(guideWindowQuery(0, 100, { channels: 'all', category: 'Кино' }).queryKey[1]).toMatchObject({
      query: { category: 'Кино', favorites: '0' },
    });
    expect(guideWindowQuery(0, 100, EVERY_CHANNEL).queryKey[1]).not.toHaveProperty('query.category');
  });
});
