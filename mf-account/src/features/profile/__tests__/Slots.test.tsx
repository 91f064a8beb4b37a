import { screen, within } from '@testing-library/react';
import type { SlotOutletProps } from '@portal/shared/slots';
import { accountApi, setupAccountApi, TEAM } from '../../../testing/account-api';
import { logInAs, renderAccount, resetSession } from '../../../testing/render';

// "My registration" and "my works" belong to mf-competition: the personal center renders <Slot />, and the shell's
// outlet (here a test one) fills it. mf-account keeps each part's heading, whatever the outlet does.
const t = setupAccountApi();
beforeEach(() => {
  resetSession();
  t.server.use(accountApi());
  logInAs({ id: 8, email: TEAM.email, members: [] }, 'token-3');
});

/** Stands in for the shell's outlet: says which slot it was asked for, on which device. */
function EchoOutlet({ name, device }: SlotOutletProps) {
  return <p>{`lent ${name} for ${device}`}</p>;
}

/** An outlet that fails while rendering (a bug in the shell's outlet, not a remote that is down). */
function ThrowingOutlet({ name }: SlotOutletProps): never {
  throw new Error(`outlet for ${name} failed`);
}

const region = (name: string) => within(screen.getByRole('region', { name }));

test.each([
  ['/pc/personalCenter', 'pc'],
  ['/mobile/personal-centered/index', 'mobile'],
])('%s lends its registration and works parts to the slots, under its own headings', async (url, device) => {
  renderAccount(url, { slotOutlet: EchoOutlet });
  await screen.findByText(TEAM.teamName!);
  expect(region('我的報名').getByText(`lent personalCenter.registration for ${device}`)).toBeInTheDocument();
  expect(region('我的作品').getByText(`lent personalCenter.works for ${device}`)).toBeInTheDocument();
});

test('an outlet that throws empties only its parts: team info and password stay', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    renderAccount('/pc/personalCenter', { slotOutlet: ThrowingOutlet });
    expect(await region('隊伍資料').findByText(TEAM.teamName!)).toBeInTheDocument();
    expect(region('修改密碼').getByLabelText('目前密碼')).toBeInTheDocument();
    expect(region('我的報名').getByText('此部分暫時未能顯示。')).toBeInTheDocument();
    expect(region('我的作品').getByText('此部分暫時未能顯示。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登出' })).toBeInTheDocument();
  } finally {
    logged.mockRestore();
  }
});

test('without an outlet (the standalone preview) the parts keep their headings and show nothing lent', async () => {
  renderAccount('/pc/personalCenter');
  await screen.findByText(TEAM.teamName!);
  expect(screen.getByRole('heading', { level: 2, name: '我的報名' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '我的作品' })).toBeInTheDocument();
  expect(screen.queryByText(/^lent /)).not.toBeInTheDocument();
});
