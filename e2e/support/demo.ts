import { expect, type APIRequestContext, type Page } from '@playwright/test';
// Payload types come from the contract, like everywhere else (e2e is not a workspace package).
import type { CurrentUser, TokenResponse } from '../../packages/api/src/models';

export const DEMO_PASSWORD = 'Studio-Demo-2026';
export const RIVERSIDE_ADMIN = 'admin@riverside.example';
export const HARBOR_ADMIN = 'admin@harbor.example';
export const VENUE_USER = 'venue.north';

/** Signs in through the API as a person's browser would, returning the bearer token. */
export async function tokenFor(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/v3/auth/token', {
    data: { grant_type: 'password_cookie', username, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`sign-in for ${username} answered ${response.status()}`);
  const body = (await response.json()) as TokenResponse;
  return body.access_token;
}

export async function currentUser(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v2/users/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`users/me answered ${response.status()}`);
  return (await response.json()) as CurrentUser;
}
export const RIVERSIDE_VIDEO_REVIEW = 'review@riverside.example';
export const RIVERSIDE_ENCODER_CONTROL = 'encoders@riverside.example';

/** Signs in through the sign-in page and waits for the signed-in shell. */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}
