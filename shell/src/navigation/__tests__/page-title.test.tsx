import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useLanguageStore } from '@portal/shared/i18n';
import { NavigationEffects } from '../NavigationEffects';

// The tab's title follows the page and the language (issue 15): the HTML names only the page it was served for.
const TITLES = {
  zhComplex: { '/pc/home': '國際沙漠可持續發展大獎', '/pc/latestNews': '最新消息 | 國際沙漠可持續發展大獎' },
  en: { '/pc/home': 'International Desert Sustainability Award', '/pc/latestNews': 'Latest news | International Desert Sustainability Award' },
};

beforeEach(() => {
  const block = document.createElement('script');
  block.id = 'portal-titles';
  block.type = 'application/json';
  block.textContent = JSON.stringify(TITLES);
  document.head.append(block);
  act(() => useLanguageStore.getState().setLanguage('zhComplex'));
});
afterEach(() => document.getElementById('portal-titles')?.remove());

test('the first page keeps the title it was served with; later pages and a language switch take theirs', async () => {
  document.title = 'An article | 國際沙漠可持續發展大獎';
  const router = createMemoryRouter([{ path: '*', element: <NavigationEffects /> }], { initialEntries: ['/pc/latestNewsDetail'] });
  render(<RouterProvider router={router} />);
  expect(document.title).toBe('An article | 國際沙漠可持續發展大獎');
  await act(() => router.navigate('/pc/latestNews'));
  expect(document.title).toBe('最新消息 | 國際沙漠可持續發展大獎');
  act(() => useLanguageStore.getState().setLanguage('en'));
  expect(document.title).toBe('Latest news | International Desert Sustainability Award');
  await act(() => router.navigate('/pc/home'));
  expect(document.title).toBe('International Desert Sustainability Award');
  // A page the table does not name keeps the title it had.
  await act(() => router.navigate('/pc/latestNewsDetail?id=3'));
  expect(document.title).toBe('International Desert Sustainability Award');
});
