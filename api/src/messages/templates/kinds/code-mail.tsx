import type { Language } from '@portal/contracts/languages';
import type { KindTemplate, Words } from '../template.js';
import { fill } from '../format.js';
import { CodeBox, Para, Title } from '../parts.js';

// The mails that carry a one-time code (sign-up, vote, password reset, e-mail change) share one shape: the code large
// on top, then the sentence that always said it.

export interface CodeWords {
  subject: string;
  title: string;
  /** The sentence with `{code}` and `{minutes}`; also the whole text part. */
  text: string;
}

type CodeKind = 'signup-code' | 'vote-code' | 'password-reset-code' | 'email-change-code';

export function codeTemplate<K extends CodeKind>(words: Words<CodeWords>, sms?: Words<string>): KindTemplate<K> {
  const template: KindTemplate<K> = {
    subject: (params, lang) => fill(words[lang].subject, params),
    preview: (params, lang) => fill(words[lang].text, params).split('\n')[0] ?? '',
    Body: ({ params, lang }) => (
      <>
        <Title>{words[lang].title}</Title>
        <CodeBox code={params.code} />
        <Para text={fill(words[lang].text, params)} />
      </>
    ),
  };
  if (sms) template.sms = (params, lang: Language) => fill(sms[lang], params);
  return template;
}
