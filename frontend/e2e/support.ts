import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo accounts created by the backend's demo seed (backend/src/users/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'Tutela-Demo-2025!';

export const DEMO = {
  admin: 'admin@tutela.demo',
  ente: 'ente@tutela.demo',
  amministrazione: 'amministrazione@tutela.demo',
  medico: 'medico@tutela.demo',
  specializzando: 'specializzando@tutela.demo',
  infermiere: 'infermiere@tutela.demo',
  segreteria: 'segreteria@tutela.demo',
  hse: 'hse@tutela.demo',
  cliente: 'cliente@tutela.demo',
  rspp: 'rspp@tutela.demo',
} as const;

/** Authorization header of a demo user signed in through the API, to change data behind the page's back. */
export async function apiHeaders(request: APIRequestContext, email: string): Promise<{ Authorization: string }> {
  const answer = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD, rememberme: false } });
  expect(answer.status()).toBe(200);
  return { Authorization: `Bearer ${(await answer.json()).data.token}` };
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/authentication/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/dashboards\/home$/);
}

export function sidebar(page: Page) {
  return page.getByRole('complementary', { name: 'Menu principale' });
}

/** Titles of the first-level menu entries, as the user sees them. */
export async function topMenuTitles(page: Page): Promise<string[]> {
  const entries = sidebar(page).locator('nav > ul > li > :is(a, button, span)');
  await expect(entries.first()).toBeVisible();
  return (await entries.allInnerTexts()).map((t) => t.trim());
}

/** Opens a menu group and returns the titles of its entries. */
export async function groupTitles(page: Page, groupTitle: string): Promise<string[]> {
  const group = sidebar(page).getByRole('button', { name: groupTitle, exact: true });
  await group.click();
  const list = group.locator('xpath=following-sibling::ul[1]');
  return (await list.locator(':scope > li > :is(a, button, span)').allInnerTexts()).map((t) => t.trim());
}
