import { LANGUAGES, HTML_LANG, type Language } from '@portal/contracts/languages';
import { SITE_NAME } from '@portal/contracts/page-texts';
import type { StaffRole } from '@portal/contracts/staff';
import { translate } from '../../../i18n/translate.js';
import { ROLE_WORDS } from '../../../staff/invites.js';
import type { KindTemplate, Words } from '../template.js';
import { fill } from '../format.js';
import { Action, Para, Title, UrlText } from '../parts.js';

// The wording of the plain-text invitation it replaces (api/src/i18n/staff-messages.ts staffInviteMail*), in the three
// languages at once: nobody knows the invitee's yet. `role` is the StaffRole key.
const WORDS: Words<{ title: string; invited: string; then: string; button: string }> = {
  zhComplex: {
    title: '管理後台邀請',
    invited: '你獲邀以「{role}」身分使用{site}的管理後台。請於 {days} 日內開啟以下連結設定密碼：',
    then: '之後你需要設定雙重驗證（驗證器應用程式或通行密鑰）。',
    button: '設定密碼',
  },
  zhSimple: {
    title: '管理后台邀请',
    invited: '你获邀以“{role}”身份使用{site}的管理后台。请于 {days} 日内打开以下链接设置密码：',
    then: '之后你需要设置双重验证（验证器应用或通行密钥）。',
    button: '设置密码',
  },
  en: {
    title: 'Back office invitation',
    invited: 'You are invited to the back office of the {site} as {role}. Open this link within {days} days to set your password:',
    then: 'You will then set up a second factor (an authenticator app or a passkey).',
    button: 'Set your password',
  },
};

// As the plain-text invitation had it: English first, then the site's default language.
const SUBJECT = 'Back office invitation · 管理後台邀請';

function roleWord(role: string, lang: Language): string {
  return role in ROLE_WORDS ? translate(ROLE_WORDS[role as StaffRole], lang) : role;
}

type Params = { role: string; url: string; days: number };

const invited = (params: Params, lang: Language) => fill(WORDS[lang].invited, { role: roleWord(params.role, lang), site: SITE_NAME[lang], days: params.days });

export const staffInvite: KindTemplate<'staff-invite'> = {
  everyLanguage: true,
  subject: () => SUBJECT,
  preview: (params) => LANGUAGES.map((lang) => WORDS[lang].title).join(' · ') + ` · ${roleWord(params.role, 'en')}`,
  Body: ({ params }) => (
    <>
      {LANGUAGES.map((lang, index) => (
        <div key={lang} lang={HTML_LANG[lang]}>
          {index > 0 ? <hr className="m-rule" style={{ margin: '8px 0 16px', border: 'none', borderTop: '1px solid #e3d9c8' }} /> : null}
          <Title>{WORDS[lang].title}</Title>
          <Para text={invited(params, lang)} />
          <UrlText url={params.url} />
          <Action url={params.url} label={WORDS[lang].button} inText={false} />
          <Para text={WORDS[lang].then} />
        </div>
      ))}
    </>
  ),
};
