import { render, screen } from '@testing-library/react';
import { DataTable } from '../DataTable';

// A table that scrolls sideways on a phone: a keyboard must reach the scroll area too (WCAG 2.1.1), so it is a named
// region in the tab order (issue 14: axe's scrollable-region-focusable on the phone home page).
test('the scroll area is a named region a keyboard can focus', () => {
  render(
    <DataTable label="Secondary school" columns={['Award', 'Amount']}>
      <tr>
        <th scope="row">Champion</th>
        <td>HKD 5000</td>
      </tr>
    </DataTable>,
  );
  const region = screen.getByRole('region', { name: 'Secondary school' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toContainElement(screen.getByRole('table'));
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Award', 'Amount']);
});
