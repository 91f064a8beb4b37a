import { expect, test } from '@playwright/test';

test('during voting the vote popup shows on the home page once per day', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2024-02-10T09:00:00+08:00'));
  await page.goto('/pc/home');
  const popup = page.getByRole('dialog', { name: '公眾投票進行中' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '稍後再說' }).click();
  await expect(popup).toBeHidden();

  // Later the same day: no popup.
  await page.clock.setFixedTime(new Date('2024-02-10T22:00:00+08:00'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('votePopupDate'))).toBe('2024-02-10');

  // The next day it shows again, and leads to the voting page.
  await page.clock.setFixedTime(new Date('2024-02-11T08:00:00+08:00'));
  await page.reload();
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '前往投票' }).click();
  await expect(page).toHaveURL(/\/pc\/secondCompetition$/);
});

test('no vote popup once voting has closed', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2024-03-05T09:00:00+08:00'));
  await page.goto('/pc/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a demo sets the season clock with ?clock= for the tab, and ?clock= clears it', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T10:00:00+08:00'));
  await page.goto(`/pc/home?clock=${encodeURIComponent('2024-02-15T10:00:00+08:00')}`);
  await expect(page.getByRole('dialog', { name: '公眾投票進行中' })).toBeVisible();
  await page.getByRole('button', { name: '稍後再說' }).click();
  await page.getByRole('link', { name: '第二屆比賽', exact: true }).hover();
  await expect(page.getByRole('link', { name: '公眾投票', exact: true })).toBeVisible();

  await page.goto('/pc/aboutUs?clock=');
  await page.getByRole('link', { name: '第二屆比賽', exact: true }).hover();
  await expect(page.getByRole('link', { name: '得獎名單', exact: true })).toBeVisible();
});
