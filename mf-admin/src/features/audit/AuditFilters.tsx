import { useId } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { firstProblem, useCheckedForm } from '@portal/shared/form';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { ACTION_PREFIXES } from './actions';
import * as styles from './audit.module.css';

export interface AuditFilterValues {
  action: string;
  actor: string;
  target: string;
  /** `datetime-local` values, Hong Kong time. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = { action: '', actor: '', target: '', from: '', to: '' };

/** The API's filters from the form: a local time is Hong Kong time (+08:00), what the log's times are shown in. */
export function auditQuery(values: AuditFilterValues): Record<string, string> {
  const instant = (local: string) => (local.length === 16 ? `${local}:00+08:00` : `${local}+08:00`);
  const query: Record<string, string> = {};
  if (values.action.trim()) query.action = values.action.trim();
  if (values.actor) query.actor = values.actor;
  if (values.target.trim()) query.target = values.target.trim();
  if (values.from) query.from = instant(values.from);
  if (values.to) query.to = instant(values.to);
  return query;
}

interface Props {
  staff: readonly { id: number; name: string }[];
  onApply: (values: AuditFilterValues) => void;
}

/** Action (a family or one action), actor, target, and a time range; applied together with one button. */
export function AuditFilters({ staff, onApply }: Props) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const form = useCheckedForm<AuditFilterValues>({
    defaultValues: NO_FILTERS,
    problemOf: (values) =>
      firstProblem<AuditFilterValues>(
        [
          { field: 'action', ok: ({ action }) => /^[A-Za-z0-9_.]*$/.test(action.trim()), message: { text: t('audit.actionRule') } },
          { field: 'to', ok: ({ from, to }) => !from || !to || from < to, message: { text: t('audit.rangeRule') } },
        ],
        values,
      ),
  });
  const { errors } = form.formState;
  const field = (name: keyof AuditFilterValues) => `${id}-${name}`;
  return (
    <form className={styles.filters} onSubmit={(event) => void form.onSubmit(onApply)(event)} noValidate aria-label={t('audit.filters')}>
      <div className={admin.field}>
        <label htmlFor={field('action')} className={admin.label}>{t('audit.actionFilter')}</label>
        <input id={field('action')} className={admin.input} list={`${id}-actions`} aria-describedby={`${id}-action-hint`} aria-invalid={errors.action ? true : undefined} {...form.register('action')} />
        <datalist id={`${id}-actions`}>
          {ACTION_PREFIXES.map((prefix) => (
            <option key={prefix} value={prefix} />
          ))}
        </datalist>
        <p id={`${id}-action-hint`} className={admin.hint}>
          {t('audit.actionHint')}
        </p>
        {errors.action?.message && <p className={admin.error}>{errors.action.message}</p>}
      </div>
      <div className={admin.field}>
        <label htmlFor={field('actor')} className={admin.label}>{t('audit.actor')}</label>
        <select id={field('actor')} className={admin.select} {...form.register('actor')}>
          <option value="">{t('table.all')}</option>
          {staff.map((member) => (
            <option key={member.id} value={String(member.id)}>{member.name}</option>
          ))}
        </select>
      </div>
      <div className={admin.field}>
        <label htmlFor={field('target')} className={admin.label}>{t('audit.target')}</label>
        <input id={field('target')} className={admin.input} aria-describedby={`${id}-target-hint`} {...form.register('target')} />
        <p id={`${id}-target-hint`} className={admin.hint}>{t('audit.targetHint')}</p>
      </div>
      <div className={admin.field}>
        <label htmlFor={field('from')} className={admin.label}>{t('audit.from')}</label>
        <input id={field('from')} type="datetime-local" className={admin.input} {...form.register('from')} />
      </div>
      <div className={admin.field}>
        <label htmlFor={field('to')} className={admin.label}>{t('audit.to')}</label>
        <input id={field('to')} type="datetime-local" className={admin.input} aria-invalid={errors.to ? true : undefined} {...form.register('to')} />
        {errors.to?.message && <p className={admin.error}>{errors.to.message}</p>}
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={admin.button}>{t('audit.apply')}</button>
        <button
          type="button"
          className={admin.secondary}
          onClick={() => {
            form.reset(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {t('audit.clear')}
        </button>
      </div>
    </form>
  );
}
