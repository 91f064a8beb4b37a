import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, i18n } from '@portal/shared/i18n';
import { UiHost } from '@portal/shared/ui';
import { jsonBody, ok, pageOf, routes, type Handler, type Hit } from '@portal/shared/testing';
import { reply, envelope } from '@portal/shared/testing';
import { staffPost } from '../../../api/staff-client';
import { resetStaff } from '../../../testing/render-admin';
import { setupStaffApi } from '../../../testing/staff-api';
import '../../../app/routes'; // registers the back office's texts, as the shell's loading of ./routes does
import { ResourceTable, pagedLoader, type BulkAction } from '..';

// The generic list of the back office, against a list endpoint on the fixture server: everything the table shows is
// the server's page; the table only asks (page, sort, search, filter) and sends the bulk action.
interface Item {
  id: number;
  name: string;
  status: 'pending' | 'passed';
}

const ITEMS: Item[] = Array.from({ length: 45 }, (_, index) => ({ id: index + 1, name: `Item ${String(index + 1).padStart(2, '0')}`, status: index % 3 === 0 ? 'passed' : 'pending' }));

function listed(hit: Hit) {
  const { search: q, status, sort, order } = hit.query;
  let rows = ITEMS.filter((item) => (!q || item.name.toLowerCase().includes(q.toLowerCase())) && (!status || item.status === status));
  if (sort === 'name') rows = [...rows].sort((a, b) => a.name.localeCompare(b.name) * (order === 'desc' ? -1 : 1));
  return pageOf(rows, hit);
}

function itemsApi(overrides: Record<string, Handler> = {}): Handler {
  return routes({ 'GET /api/admin/items': ok(listed), 'POST /api/admin/items/approve': ok(null, '已批准', true), ...overrides });
}

const api = setupStaffApi();
beforeEach(() => {
  resetStaff({ token: 'staff-1' });
  api.server.use(itemsApi());
});

const load = pagedLoader<Item>('/admin/items');
const columns = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'status', header: 'Status', enableSorting: false },
];
const approve: BulkAction<Item> = { label: 'Approve', run: (rows) => staffPost('/admin/items/approve', { ids: rows.map((row) => row.id) }) };

async function renderTable() {
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ResourceTable<Item>
          caption="Items"
          columns={columns}
          load={load}
          rowId={(row) => String(row.id)}
          filters={[{ id: 'status', label: 'Status', options: [{ value: 'pending', label: 'Pending' }, { value: 'passed', label: 'Passed' }] }]}
          bulkActions={[approve]}
        />
        <UiHost />
      </I18nextProvider>,
    );
  });
}

const lists = () => api.server.hits.filter((hit) => hit.path === '/api/admin/items');
const lastList = () => lists().at(-1)!.query;
/** The table shows what the server answered once it has answered (the rows before stay while it loads). */
const asked = (query: Record<string, string>) => waitFor(() => expect(lastList()).toMatchObject(query));
const names = () => within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row').slice(1).map((row) => within(row).queryAllByRole('cell')[1]?.textContent);

test('pages come from the server, 20 at a time, with the staff token', async () => {
  await renderTable();
  expect(await screen.findByText('第 1 頁，共 3 頁 · 共 45 項')).toBeInTheDocument();
  expect(names()).toHaveLength(20);
  expect(lastList()).toEqual({ page_no: '1', page_size: '20' });
  expect(lists()[0]!.headers['staff-token']).toBe('staff-1');
  await userEvent.click(screen.getByRole('button', { name: '下一頁' }));
  expect(await screen.findByText('Item 21')).toBeInTheDocument();
  expect(screen.getByText('第 2 頁，共 3 頁 · 共 45 項')).toBeInTheDocument();
  expect(names()[0]).toBe('Item 21');
  expect(lastList().page_no).toBe('2');
  expect(screen.getByRole('button', { name: '下一頁' })).toBeEnabled();
  await userEvent.selectOptions(screen.getByLabelText('每頁列數'), '50');
  expect(await screen.findByText('第 1 頁，共 1 頁 · 共 45 項')).toBeInTheDocument();
  await screen.findByText('Item 45');
  expect(names()).toHaveLength(45);
  expect(screen.getByRole('button', { name: '下一頁' })).toBeDisabled();
});

test('a column header sorts on the server, ascending then descending, from page 1', async () => {
  await renderTable();
  await screen.findByText('第 1 頁，共 3 頁 · 共 45 項');
  await userEvent.click(screen.getByRole('button', { name: '下一頁' }));
  await screen.findByText('Item 21');
  await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
  await asked({ sort: 'name', order: 'asc', page_no: '1' });
  expect(await screen.findByText('Item 01')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
  await asked({ sort: 'name', order: 'desc' });
  expect(await screen.findByText('Item 45')).toBeInTheDocument();
  expect(names()[0]).toBe('Item 45');
  expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');
  expect(screen.queryByRole('button', { name: /^Status/ })).not.toBeInTheDocument();
});

test('a filter and the search box narrow the list on the server; nothing found says so', async () => {
  await renderTable();
  await screen.findByText('第 1 頁，共 3 頁 · 共 45 項');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'passed');
  await asked({ status: 'passed' });
  expect(await screen.findByText('第 1 頁，共 1 頁 · 共 15 項')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: '搜尋' }), 'item 1{Enter}');
  await asked({ status: 'passed', search: 'item 1' });
  expect(await screen.findByText('第 1 頁，共 1 頁 · 共 4 項')).toBeInTheDocument();
  await userEvent.clear(screen.getByRole('searchbox', { name: '搜尋' }));
  await userEvent.type(screen.getByRole('searchbox', { name: '搜尋' }), 'nothing like it');
  await userEvent.click(screen.getByRole('button', { name: '搜尋' }));
  expect(await screen.findByText('沒有資料。')).toBeInTheDocument();
});

test('selected rows go to a bulk action; then the selection is cleared and the page reloaded', async () => {
  await renderTable();
  await screen.findByText('第 1 頁，共 3 頁 · 共 45 項');
  await userEvent.click(screen.getByRole('checkbox', { name: '選取第 2 列' }));
  await userEvent.click(screen.getByRole('checkbox', { name: '選取第 5 列' }));
  const bar = screen.getByRole('region', { name: '已選取 2 項' });
  const before = lists().length;
  await userEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('已批准')).toBeInTheDocument();
  expect(jsonBody(api.server.hits.find((hit) => hit.path === '/api/admin/items/approve')!)).toEqual({ ids: [2, 5] });
  expect(screen.queryByRole('region', { name: /已選取/ })).not.toBeInTheDocument();
  await waitFor(() => expect(lists().length).toBe(before + 1));
  // Select once the reloaded page is in: a selection made while it loads may be of the rows it replaces.
  await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false'));
  await userEvent.click(screen.getByRole('checkbox', { name: '選取本頁所有列' }));
  expect(screen.getByRole('region', { name: '已選取 20 項' })).toBeInTheDocument();
});

test('a list that cannot be loaded says so and loads again on retry', async () => {
  api.server.use(itemsApi({ 'GET /api/admin/items': (_hit, res) => reply(res, 400, envelope(0, null, '查詢無效', true)) }));
  await renderTable();
  expect(await screen.findByRole('alert')).toHaveTextContent('未能載入列表。');
  api.server.use(itemsApi());
  await userEvent.click(screen.getByRole('button', { name: '重試' }));
  expect(await screen.findByText('第 1 頁，共 3 頁 · 共 45 項')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
