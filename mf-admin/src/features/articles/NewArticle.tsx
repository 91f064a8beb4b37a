import { useId, useState } from 'react';
import type { ArticleCategory } from '@portal/contracts/content';
import { failureText, useCheckedForm } from '@portal/shared/form';
import { useNavigate } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { adminPath } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { createArticle } from './api';
import { CATEGORIES } from './labels';
import * as styles from './articles.module.css';

interface NewValues {
  cid: string;
}

/** A new article: its category first, then the editor opens on the new draft (empty in the three languages). */
export function NewArticle() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useCheckedForm<NewValues>({
    defaultValues: { cid: '' },
    problemOf: ({ cid }) => (cid === '' ? { field: 'cid', text: t('articles.chooseCategory') } : null),
  });
  const { errors, isSubmitting } = form.formState;
  const create = async ({ cid }: NewValues) => {
    setRefusal(null);
    try {
      const article = await createArticle({ cid: Number(cid) as ArticleCategory });
      void navigate(`${adminPath('articles')}/${article.id}`);
    } catch (failure) {
      setRefusal(failureText(failure, t('articles.createFailed')));
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className={styles.newArticle}>
      <h2 id={`${id}-title`}>{t('articles.new')}</h2>
      <form className={styles.newForm} onSubmit={(event) => void form.onSubmit(create)(event)} noValidate aria-busy={isSubmitting}>
        <div className={admin.field}>
          <label htmlFor={`${id}-cid`} className={admin.label}>
            {t('articles.newCategory')}
          </label>
          <select
            id={`${id}-cid`}
            className={admin.select}
            aria-invalid={errors.cid ? true : undefined}
            aria-describedby={errors.cid ? `${id}-cid-error` : undefined}
            {...form.register('cid')}
          >
            <option value="">{t('articles.chooseCategoryOption')}</option>
            {CATEGORIES.map((cid) => (
              <option key={cid} value={String(cid)}>
                {t(`articles.category.${cid}`)}
              </option>
            ))}
          </select>
          {errors.cid?.message && (
            <p id={`${id}-cid-error`} className={admin.error}>
              {errors.cid.message}
            </p>
          )}
        </div>
        <button type="submit" className={admin.button} disabled={isSubmitting}>
          {t('articles.create')}
        </button>
      </form>
      {refusal && (
        <p role="alert" className={admin.notice}>
          {refusal}
        </p>
      )}
    </section>
  );
}
