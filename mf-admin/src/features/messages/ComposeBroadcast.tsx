import { useState } from 'react';
import type { BroadcastCount, BroadcastPreview } from '@portal/contracts/admin-broadcasts';
import { failureText, useCheckedForm, useWatch } from '@portal/shared/form';
import { useTranslation, type Language } from '@portal/shared/i18n';
import { useNavigate } from '@portal/shared/router';
import { confirm, notify } from '@portal/shared/ui';
import * as admin from '../../components/admin.module.css';
import { useDocumentTitle } from '../../components/SignInCard';
import { adminPath } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { previewBroadcast, sendBroadcast } from './api';
import { AudienceFields } from './AudienceFields';
import { EMPTY_COMPOSE, bodyOf, languageOfField, textsOf, textsProblem, type ComposeTexts, type ComposeValues } from './compose-values';
import { MessageTexts } from './MessageTexts';
import { PreviewPanel } from './PreviewPanel';
import * as styles from './messages.module.css';

/**
 * A new broadcast: the three languages' texts, the audience with its live count, the preview per language, and the
 * send — confirmed with the count first; the server asks for a fresh second factor (the staff client opens the
 * step-up and retries). A refusal shows the server's words above the buttons.
 */
export function ComposeBroadcast() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  useDocumentTitle(t('broadcasts.composeTitle'));
  const [tab, setTab] = useState<Language>('zhComplex');
  const [count, setCount] = useState<BroadcastCount | null>(null);
  const [preview, setPreview] = useState<{ preview: BroadcastPreview; of: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const words: ComposeTexts = {
    field: (field, lang) => t(field === 'subject' ? 'broadcasts.subjectIn' : 'broadcasts.bodyIn', { language: t(`broadcasts.language.${lang}`) }),
    required: (field) => t('broadcasts.required', { field }),
    tooLong: (field, max) => t('broadcasts.tooLong', { field, max }),
  };
  const form = useCheckedForm<ComposeValues>({ defaultValues: EMPTY_COMPOSE, problemOf: (values) => textsProblem(values, words) });
  const texts = useWatch({ control: form.control, name: 'texts' });
  const { isSubmitting } = form.formState;
  // A problem in another language's tab opens that tab, then focuses the field.
  const focus = (field: string) => {
    const lang = languageOfField(field);
    if (lang) setTab(lang);
    setTimeout(() => form.setFocus(field as Parameters<typeof form.setFocus>[0]), 0);
  };

  const showPreview = async () => {
    setRefusal(null);
    const values = form.getValues();
    const problem = textsProblem(values, words);
    if (problem) {
      form.report(problem);
      focus(problem.field);
      return;
    }
    setPreviewing(true);
    try {
      const of = JSON.stringify(textsOf(values));
      setPreview({ preview: await previewBroadcast(textsOf(values)), of });
    } catch (failure) {
      setRefusal(failureText(failure, t('broadcasts.previewFailed')));
    } finally {
      setPreviewing(false);
    }
  };

  const send = async (values: ComposeValues) => {
    setRefusal(null);
    const recipients = count?.recipients ?? 0;
    const sure = await confirm({
      title: t('broadcasts.confirmTitle'),
      message: t('broadcasts.confirmMessage', { count: recipients }),
      confirmLabel: t('broadcasts.send'),
      cancelLabel: t('broadcasts.cancel'),
    });
    if (!sure) return;
    try {
      const sent = await sendBroadcast(bodyOf(values));
      notify('success', t('broadcasts.sent', { count: sent.recipients }));
      navigate(adminPath('broadcasts/:id').replace(':id', String(sent.id)));
    } catch (failure) {
      setRefusal(failureText(failure, t('broadcasts.sendFailed')));
    }
  };

  return (
    <>
      <h1>{t('broadcasts.composeTitle')}</h1>
      <p className={styles.intro}>{t('broadcasts.composeIntro')}</p>
      <form onSubmit={(event) => void form.onSubmit(send, { focus })(event)} noValidate aria-busy={isSubmitting}>
        <div className={styles.compose}>
          <MessageTexts form={form} tab={tab} onTab={setTab} />
          <AudienceFields form={form} onCount={setCount} />
        </div>
        {preview && <PreviewPanel preview={preview.preview} stale={preview.of !== JSON.stringify(textsOf({ texts }))} />}
        <div className={styles.actions}>
          {refusal && (
            <p role="alert" className={styles.refusal}>
              {refusal}
            </p>
          )}
          <button type="button" className={admin.secondary} onClick={() => void showPreview()} disabled={previewing}>
            {t('broadcasts.showPreview')}
          </button>
          <button type="submit" className={admin.button} disabled={isSubmitting || !count || count.recipients === 0}>
            {t('broadcasts.send')}
          </button>
        </div>
      </form>
    </>
  );
}
