import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n, missingTranslationKeys, useLanguageStore } from '@portal/shared/i18n';
import { UiHost, confirm, messageTranslations, notifyMessage, translateMessage } from '@portal/shared/ui';

function renderHost() {
  return render(
    <I18nextProvider i18n={i18n}>
      <UiHost />
    </I18nextProvider>,
  );
}

afterEach(() => act(() => useLanguageStore.getState().setLanguage('zhComplex')));

test('every user message of SPEC §8 exists, in all three languages', () => {
  expect(missingTranslationKeys(messageTranslations)).toEqual([]);
  const spec = [
    'loginSuccess', 'enterAccountAndPassword', 'passwordsDoNotMatch', 'enterCorrectEmail', 'codeSixDigits',
    'resendAfter', 'codeSent', 'codeAlreadySent', 'minTwoMembers', 'maxFourMembers', 'completeMemberInfo',
    'uploadStudentId', 'completePlayerInfo', 'registrationClosed', 'enterCorrectTeamName', 'uploadPictures',
    'tickStatement', 'enterComment', 'commentSuccess', 'uploadOnlyPdfPptMp4', 'uploadFailed', 'fileTooLarge',
    'unsupportedFileType', 'typeNotAllowed', 'atMostFiles', 'voteWithinTime', 'alreadyVoted', 'voteSuccess',
    'modifySuccess', 'modifyFailed', 'logoutSuccess', 'logoutConfirm', 'linkCopied', 'pleaseLogIn',
  ];
  for (const language of ['zhComplex', 'zhSimple', 'en'] as const) {
    expect(Object.keys(messageTranslations[language])).toEqual(expect.arrayContaining(spec));
  }
});

test('messages take their numbers and follow the language', () => {
  expect(translateMessage('resendAfter', { seconds: 42 })).toBe('42 秒後重新發送');
  act(() => useLanguageStore.getState().setLanguage('en'));
  expect(translateMessage('resendAfter', { seconds: 42 })).toBe('Resend after 42 s');
  expect(translateMessage('atMostFiles', { count: 10 })).toBe('At most 10 files');
});

test('a message shows in the one toast area, in the current language', async () => {
  renderHost();
  act(() => notifyMessage('success', 'logoutSuccess'));
  expect(await screen.findByText('登出成功')).toBeInTheDocument();
  act(() => useLanguageStore.getState().setLanguage('zhSimple'));
  act(() => notifyMessage('warning', 'pleaseLogIn'));
  expect(await screen.findByText('请先登录')).toBeInTheDocument();
});

test('the confirm dialog resolves true on confirm and false on cancel', async () => {
  const user = userEvent.setup();
  renderHost();

  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = confirm({ message: translateMessage('logoutConfirm') });
  });
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('確定要登出嗎？');
  await user.click(screen.getByRole('button', { name: '確定' }));
  await expect(answer).resolves.toBe(true);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

  act(() => {
    answer = confirm({ message: 'second question' });
  });
  await user.click(await screen.findByRole('button', { name: '取消' }));
  await expect(answer).resolves.toBe(false);
});

test('a new question while one is open answers the first with no', async () => {
  renderHost();
  let first: Promise<boolean> = Promise.resolve(true);
  act(() => {
    first = confirm({ message: 'first' });
  });
  act(() => {
    void confirm({ message: 'second' });
  });
  await expect(first).resolves.toBe(false);
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('second');
});
