import { useId } from 'react';
import type { AdminArticle } from '@portal/contracts/admin-articles';
import { useCheckedForm } from '@portal/shared/form';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { Field } from '../../components/Field';
import * as admin from '../../components/admin.module.css';
import { ChangeOutcome } from '../../components/ChangeOutcome';
import { useConfirmedChange } from '../../hooks/use-confirmed-change';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatMinute, hongKongInstant, hongKongLocal } from '../../lib/format';
import { publishArticle, scheduleArticle, unpublishArticle } from './api';
import { StateBadge } from './StateBadge';
import * as styles from './articles.module.css';

interface StatePanelProps {
  article: AdminArticle;
  /** The form has unsaved changes: a state change acts on the saved revision, so it waits for a save. */
  dirty: boolean;
  onChanged: (next: AdminArticle) => void;
}

interface ScheduleValues {
  at: string;
}

/**
 * Where the article stands and what can be done with it: publish now, schedule (a Hong Kong date and time, sent as an
 * instant at +08:00), unpublish. Each is confirmed first and acts on the latest saved revision; the server's refusal
 * (a language empty and not falling back, an instant in the past) is shown in its words.
 */
export function StatePanel({ article, dirty, onChanged }: StatePanelProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const id = useId();
  const change = useConfirmedChange(onChanged, { cancel: t('articles.cancel'), failed: t('articles.changeFailed') });
  const form = useCheckedForm<ScheduleValues>({
    defaultValues: { at: article.publishAt ? hongKongLocal(article.publishAt) : '' },
    problemOf: ({ at }) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(at) ? null : { field: 'at', text: t('articles.scheduleEnter') }),
  });
  const { revision } = article;
  const blocked = dirty || change.busy;
  const live = article.state === 'published' || article.state === 'scheduled';

  const publish = () =>
    change.run(
      { title: t('articles.publishTitle'), message: t('articles.publishMessage', { revision }), confirmLabel: t('articles.publish') },
      () => publishArticle(article.id, revision),
      t('articles.published'),
    );
  const schedule = ({ at }: ScheduleValues) => {
    const instant = hongKongInstant(at);
    const shown = formatMinute(instant, language);
    return change.run(
      { title: t('articles.scheduleTitle'), message: t('articles.scheduleMessage', { revision, at: shown }), confirmLabel: t('articles.schedule') },
      () => scheduleArticle(article.id, revision, instant),
      t('articles.scheduled', { at: shown }),
    );
  };
  const unpublish = () =>
    change.run(
      { title: t('articles.unpublishTitle'), message: t('articles.unpublishMessage'), confirmLabel: t('articles.unpublish') },
      () => unpublishArticle(article.id, revision),
      t('articles.unpublished'),
    );

  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('articles.publication')}</h2>
      <dl className={styles.facts}>
        <dt>{t('articles.state')}</dt>
        <dd>
          <StateBadge state={article.state} />
        </dd>
        {article.state === 'scheduled' && article.publishAt && (
          <>
            <dt>{t('articles.goesLiveAt')}</dt>
            <dd>{t('articles.hongKongTime', { at: formatMinute(article.publishAt, language) })}</dd>
          </>
        )}
        <dt>{t('articles.publicRevision')}</dt>
        <dd>{article.publishedRevision === null ? t('articles.nonePublic') : t('articles.revisionNumber', { revision: article.publishedRevision })}</dd>
        {article.publishedAt && (
          <>
            <dt>{t('articles.publishedAt')}</dt>
            <dd>{t('articles.hongKongTime', { at: formatMinute(article.publishedAt, language) })}</dd>
          </>
        )}
      </dl>
      {dirty && <p className={admin.notice}>{t('articles.saveFirst')}</p>}
      <div className={styles.stateActions}>
        <button type="button" className={admin.button} disabled={blocked} onClick={() => void publish()}>
          {t('articles.publishNow')}
        </button>
        {live && (
          <button type="button" className={`${admin.secondary} ${styles.danger}`} disabled={blocked} onClick={() => void unpublish()}>
            {t('articles.unpublish')}
          </button>
        )}
      </div>
      <form className={`${admin.form} ${styles.schedule}`} onSubmit={(event) => void form.onSubmit(schedule)(event)} noValidate>
        <Field
          label={t('articles.scheduleAt')}
          hint={t('articles.scheduleHint')}
          type="datetime-local"
          {...form.register('at')}
          error={form.formState.errors.at?.message}
        />
        <button type="submit" className={admin.secondary} disabled={blocked}>
          {t('articles.schedule')}
        </button>
      </form>
      <ChangeOutcome change={change} />
    </section>
  );
}
