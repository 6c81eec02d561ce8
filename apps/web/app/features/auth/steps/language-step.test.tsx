// @vitest-environment jsdom
import type { Language } from '@efir/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../../i18n/i18n';
import { LanguageStep, preselected } from './language-step';

const LANGUAGES: Language[] = [
  { code: 'eng', name: 'English', image: '' },
  { code: 'rus', name: 'Русский', image: '' },
  { code: 'hye', name: 'Հայերեն', image: '' },
];

function renderStep(language: 'rus' | 'eng' | 'hye') {
  const dispatch = vi.fn();
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ language, brandId: 'efir' }),
        element: <LanguageStep languages={LANGUAGES} dispatch={dispatch} />,
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: { language, brandId: 'efir' } } } },
  );
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return dispatch;
}

describe('the language step before sign-in (spec 1 §4 step 1)', () => {
  afterEach(cleanup);

  it('comes with the interface’s language chosen and focused, so confirming needs no choice first', async () => {
    const dispatch = renderStep('rus');
    const russian = screen.getByRole('radio', { name: 'Русский' }) as HTMLInputElement;
    expect(russian.checked).toBe(true);
    expect(document.activeElement).toBe(russian);
    const confirm = screen.getByRole('button', { name: 'Продолжить' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    fireEvent.submit(confirm.form!);
    await waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'languageChosen' }));
    expect(document.cookie).toMatch(/lang=rus/);
  });

  it('follows the interface: an English page preselects English', () => {
    renderStep('eng');
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
  });

  it('falls back to the first language the operator offers when the interface’s is not offered', () => {
    expect(preselected(LANGUAGES.slice(0, 1), 'rus')).toBe('eng');
    expect(preselected([], 'rus')).toBeUndefined();
  });
});
