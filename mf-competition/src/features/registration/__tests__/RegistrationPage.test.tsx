import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { registerTranslations } from '@portal/shared/i18n';
import { COMPETITION_NAMESPACE, competitionTranslations } from '../../../i18n/translations';
import RegistrationPage from '../RegistrationPage';

registerTranslations(COMPETITION_NAMESPACE, competitionTranslations);

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <RegistrationPage />
    </MemoryRouter>,
  );
}

test('group 2 shows the university group and its four topics', () => {
  renderAt('/contestRegistration?group=2');
  expect(screen.getByRole('heading', { level: 2, name: '大學組' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    '零碳新城設計（零碳沙漠城市設計方案）',
    '沙漠生態旅遊業務',
    '沙漠能源及水資源的可持續利用',
    '沙漠生態系統保育與修復',
  ]);
});

test.each(['/contestRegistration?group=1', '/contestRegistration', '/contestRegistration?group=9'])(
  '%s shows the secondary-school group',
  (url) => {
    renderAt(url);
    expect(screen.getByRole('heading', { level: 2, name: '中學組' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  },
);
