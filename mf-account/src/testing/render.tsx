import type { ComponentType, ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useAuthStore } from '@portal/shared/auth';
import type { User } from '@portal/shared/contracts';
import { i18n, registerTranslations, useLanguageStore, type Language, I18nextProvider } from '@portal/shared/i18n';
import { SlotOutletContext, type SlotOutletProps } from '@portal/shared/slots';
import { dismissNotices, UiHost } from '@portal/shared/ui';
import { ACCOUNT_NAMESPACE, accountTranslations } from '../i18n/translations';
import LoginPage from '../features/login/LoginPage';
import RegisterPage from '../features/register/RegisterPage';
import ForgotPasswordPage from '../features/recovery/ForgotPasswordPage';
import PersonalCenterPage from '../features/profile/PersonalCenterPage';
import MobileCenterPage from '../features/profile/MobileCenterPage';
import TeamDetailPage from '../features/profile/TeamDetailPage';
import EditInfoPage from '../features/profile/EditInfoPage';
import QuestionsPage from '../features/questions/QuestionsPage';

registerTranslations(ACCOUNT_NAMESPACE, accountTranslations);

/** Where the router is now (path and query), so that a navigation can be seen. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** Any page of another remote. */
function Elsewhere() {
  return <p data-testid="elsewhere">elsewhere</p>;
}

const PAGES: Record<string, ReactElement> = {
  '/pc/logIn': <LoginPage device="pc" />,
  '/pc/register': <RegisterPage device="pc" />,
  '/pc/forgotPassword': <ForgotPasswordPage device="pc" />,
  '/pc/personalCenter': <PersonalCenterPage device="pc" />,
  '/mobile/login': <LoginPage device="mobile" />,
  '/mobile/sign-up': <RegisterPage device="mobile" />,
  '/mobile/forgot-password': <ForgotPasswordPage device="mobile" />,
  '/mobile/personal-centered/index': <MobileCenterPage device="mobile" />,
  '/mobile/personal-centered/detail': <TeamDetailPage device="mobile" />,
  '/mobile/edit/info': <EditInfoPage device="mobile" />,
  '/pc/myQuestions': <QuestionsPage device="pc" />,
  '/mobile/personal-centered/questions': <QuestionsPage device="mobile" />,
};

export interface RenderOptions {
  /** What the shell would lend to <Slot />: none (as in the standalone preview) unless given. */
  slotOutlet?: ComponentType<SlotOutletProps>;
}

/**
 * The account pages as the shell shows them, opened at `url`: every account page at its address (so moving
 * between them can be followed), anything else as `elsewhere`, the current URL in `location`, the shared i18n
 * instance, the toast area and, when given, the shell's slot outlet.
 */
export function renderAccount(url: string, { slotOutlet }: RenderOptions = {}): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <SlotOutletContext value={slotOutlet ?? null}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {Object.entries(PAGES).map(([path, page]) => (
              <Route key={path} path={path} element={page} />
            ))}
            <Route path="*" element={<Elsewhere />} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </SlotOutletContext>
      <UiHost />
    </I18nextProvider>,
  );
}

/** Every test starts logged out, in Traditional Chinese, without toasts. */
export function resetSession(language: Language = 'zhComplex'): void {
  act(() => {
    useAuthStore.getState().endSession('logout');
    useAuthStore.setState({ lastEnd: null });
    useLanguageStore.getState().setLanguage(language);
    dismissNotices();
  });
}

export function logInAs(user: User, token = 'token-1'): void {
  act(() => useAuthStore.getState().logIn(token, user));
}
