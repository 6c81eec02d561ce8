import { registerNewViewer } from '../accounts';
import { expect, test } from '../fixtures';

const REVISION = { 'x-efir-revision': 'e2e' };
/** A free demo film (docs/demo-accounts.md): only the profile's own limits stand between it and the player. */
const FREE_FILM = { slug: 'zolotaya-zvezda' };

/** An hour's window starting two hours from now in Moscow, the account's time zone: now lies outside it. */
function windowAhead(): { allowed_from: string; allowed_to: string } {
  const moscowHour = (new Date().getUTCHours() + 3) % 24;
  const at = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;
  return { allowed_from: at(moscowHour + 2), allowed_to: at(moscowHour + 3) };
}

test('a profile outside its hours is told in words when it may watch and how to switch, not «Страница не найдена»', async ({
  page,
  request,
}) => {
  await registerNewViewer(page, request);
  const created = await page.request.post('/api/v1/profiles', { headers: REVISION, data: { name: 'Вечер' } });
  const { id } = (await created.json()) as { id: string };
  const window = windowAhead();
  const edited = await page.request.patch(`/api/v1/profiles/${id}`, {
    headers: REVISION,
    data: { view_limits: { ...window, max_view_time: null } },
  });
  expect(edited.ok()).toBe(true);
  expect((await page.request.post('/api/v1/profiles/switch', { headers: REVISION, data: { id } })).ok()).toBe(true);

  await page.goto(`/movies/${FREE_FILM.slug}/player`);
  await expect(page.getByRole('heading', { level: 1, name: `Смотреть можно с ${window.allowed_from}` })).toBeVisible();
  await expect(page.getByText(`В профиле «Вечер» смотреть можно с ${window.allowed_from} до ${window.allowed_to}`)).toBeVisible();
  await expect(page.getByText(/Страница не найдена|Код ошибки/)).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(0);
  await page.getByRole('button', { name: 'Сменить профиль' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Кто смотрит?' })).toBeVisible();
});
