import { screen, waitFor } from '@testing-library/react';

/**
 * Waits until `text` is on screen exactly `times` times and returns those elements. A message shown beside its
 * field and as a toast arrives in two steps (the toast area renders on a later task), so `findAllByText`, which
 * settles on the first match, would see one of them.
 */
export async function findShown(text: string | RegExp, times: number): Promise<HTMLElement[]> {
  let found: HTMLElement[] = [];
  await waitFor(() => {
    found = screen.getAllByText(text);
    expect(found).toHaveLength(times);
  });
  return found;
}
