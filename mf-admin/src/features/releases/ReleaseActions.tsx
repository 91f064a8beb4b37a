import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { RemoteRelease } from '@portal/contracts/admin-releases';
import { firstProblem, useCheckedForm, type Check } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { Field } from '../../components/Field';
import * as admin from '../../components/admin.module.css';
import { ChangeOutcome } from '../../components/ChangeOutcome';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { promoteRelease, rampRelease, rollbackRelease, windowRelease } from './api';
import { SELF } from './labels';
import { hongKongInstant } from '../../lib/format';
import { useReleaseChange, type ReleaseChange } from './use-release-change';
import * as styles from './releases.module.css';

/** As the server's schema: a reason is kept in the history, at most this long. */
const REASON_MAX = 500;

interface ActionProps {
  release: RemoteRelease;
  onChanged: (next: RemoteRelease) => void;
}

/** What a release manager may change on a remote, each change confirmed first and refused in the server's words. */
export function ReleaseActions({ release, onChanged }: ActionProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section aria-labelledby="release-actions" className={styles.actionsPanel}>
      <h2 id="release-actions">{t('releases.actions')}</h2>
      {release.remote === SELF && <p className={admin.notice}>{t('releases.selfWarning')}</p>}
      {release.published.length === 0 && <p className={admin.hint}>{t('releases.nonePublished')}</p>}
      <div className={styles.actions}>
        <RampForm release={release} onChanged={onChanged} />
        <PromoteForm release={release} onChanged={onChanged} />
        <WindowForm release={release} onChanged={onChanged} />
        <RollbackForm release={release} onChanged={onChanged} />
      </div>
    </section>
  );
}

/** The versions to choose from, newest first, and the one to offer first. */
function versionsOf(release: RemoteRelease): { options: string[]; first: string } {
  const options = [...release.published].reverse();
  const first = release.candidate ?? options.find((version) => version !== release.stable) ?? options[0] ?? '';
  return { options, first };
}

function ActionBox({ title, hint, change, children }: { title: string; hint: string; change: ReleaseChange; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.action} role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p className={admin.hint}>{hint}</p>
      {children}
      <ChangeOutcome change={change} />
    </div>
  );
}

function VersionSelect({ options, label, error, ...field }: { options: string[]; label: string; error?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={admin.field}>
      <label htmlFor={id} className={admin.label}>
        {label}
      </label>
      <select id={id} className={admin.select} disabled={options.length === 0} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...field}>
        {options.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={admin.error}>
          {error}
        </p>
      )}
    </div>
  );
}

const reason = (text: string) => (text.trim() ? { reason: text.trim() } : {});

function useReasonCheck<V extends { reason: string }>(): Check<V> {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return { field: 'reason' as Check<V>['field'], ok: (values) => values.reason.trim().length <= REASON_MAX, message: { text: t('releases.reasonTooLong', { max: REASON_MAX }) } };
}

interface RampValues {
  version: string;
  share: string;
  reason: string;
}

function RampForm({ release, onChanged }: ActionProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const change = useReleaseChange(onChanged);
  const { options, first } = versionsOf(release);
  const reasonCheck = useReasonCheck<RampValues>();
  const form = useCheckedForm<RampValues>({
    defaultValues: { version: first, share: String(release.share ?? 10), reason: '' },
    problemOf: (values) =>
      firstProblem<RampValues>(
        [
          { field: 'version', ok: ({ version }) => version !== '', message: { text: t('releases.chooseVersion') } },
          { field: 'share', ok: ({ share }) => /^\d{1,3}$/.test(share.trim()) && Number(share) <= 100, message: { text: t('releases.shareRule') } },
          reasonCheck,
        ],
        values,
      ),
  });
  const { errors, isSubmitting } = form.formState;
  const send = ({ version, share, reason: why }: RampValues) =>
    change.run(
      {
        title: t('releases.rampTitle', { remote: release.remote }),
        message: t('releases.rampMessage', { remote: release.remote, version, share: Number(share) }),
        confirmLabel: t('releases.ramp'),
      },
      () => rampRelease(release.remote, { version, share: Number(share), ...reason(why) }),
      t('releases.rampDone', { version, share: Number(share) }),
    );
  return (
    <ActionBox title={t('releases.ramp')} hint={t('releases.rampHint')} change={change}>
      <form className={admin.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
        <VersionSelect options={options} label={t('releases.version')} error={errors.version?.message} {...form.register('version')} />
        <Field label={t('releases.share')} inputMode="numeric" autoComplete="off" {...form.register('share')} error={errors.share?.message} />
        <Field label={t('releases.reason')} autoComplete="off" {...form.register('reason')} error={errors.reason?.message} />
        <button type="submit" className={admin.button} disabled={isSubmitting}>
          {t('releases.ramp')}
        </button>
      </form>
    </ActionBox>
  );
}

interface PromoteValues {
  version: string;
  reason: string;
}

function PromoteForm({ release, onChanged }: ActionProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const change = useReleaseChange(onChanged);
  const { options, first } = versionsOf(release);
  const reasonCheck = useReasonCheck<PromoteValues>();
  const form = useCheckedForm<PromoteValues>({
    defaultValues: { version: first, reason: '' },
    problemOf: (values) =>
      firstProblem<PromoteValues>([{ field: 'version', ok: ({ version }) => version !== '', message: { text: t('releases.chooseVersion') } }, reasonCheck], values),
  });
  const { errors, isSubmitting } = form.formState;
  const send = ({ version, reason: why }: PromoteValues) =>
    change.run(
      { title: t('releases.promoteTitle', { remote: release.remote }), message: t('releases.promoteMessage', { remote: release.remote, version }), confirmLabel: t('releases.promote') },
      () => promoteRelease(release.remote, { version, ...reason(why) }),
      t('releases.promoteDone', { version }),
    );
  return (
    <ActionBox title={t('releases.promote')} hint={t('releases.promoteHint')} change={change}>
      <form className={admin.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
        <VersionSelect options={options} label={t('releases.version')} error={errors.version?.message} {...form.register('version')} />
        <Field label={t('releases.reason')} autoComplete="off" {...form.register('reason')} error={errors.reason?.message} />
        <button type="submit" className={admin.button} disabled={isSubmitting}>
          {t('releases.promote')}
        </button>
      </form>
    </ActionBox>
  );
}

interface WindowValues {
  version: string;
  from: string;
  to: string;
  reason: string;
}

function WindowForm({ release, onChanged }: ActionProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const change = useReleaseChange(onChanged);
  const { options, first } = versionsOf(release);
  const reasonCheck = useReasonCheck<WindowValues>();
  const form = useCheckedForm<WindowValues>({
    defaultValues: { version: first, from: '', to: '', reason: '' },
    problemOf: (values) =>
      firstProblem<WindowValues>(
        [
          { field: 'version', ok: ({ version }) => version !== '', message: { text: t('releases.chooseVersion') } },
          { field: 'from', ok: ({ from }) => from !== '', message: { text: t('releases.enterInstant') } },
          { field: 'to', ok: ({ to }) => to !== '', message: { text: t('releases.enterInstant') } },
          reasonCheck,
        ],
        values,
      ),
  });
  const { errors, isSubmitting } = form.formState;
  const send = ({ version, from, to, reason: why }: WindowValues) =>
    change.run(
      {
        title: t('releases.windowTitle', { remote: release.remote }),
        message: t('releases.windowMessage', { remote: release.remote, version, from: from.replace('T', ' '), to: to.replace('T', ' ') }),
        confirmLabel: t('releases.setWindow'),
      },
      () => windowRelease(release.remote, { version, from: hongKongInstant(from), to: hongKongInstant(to), ...reason(why) }),
      t('releases.windowDone', { version }),
    );
  return (
    <ActionBox title={t('releases.setWindow')} hint={t('releases.windowHint')} change={change}>
      <form className={admin.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
        <VersionSelect options={options} label={t('releases.version')} error={errors.version?.message} {...form.register('version')} />
        <div className={styles.pair}>
          <Field label={t('releases.from')} type="datetime-local" {...form.register('from')} error={errors.from?.message} />
          <Field label={t('releases.to')} type="datetime-local" {...form.register('to')} error={errors.to?.message} />
        </div>
        <Field label={t('releases.reason')} autoComplete="off" {...form.register('reason')} error={errors.reason?.message} />
        <button type="submit" className={admin.button} disabled={isSubmitting}>
          {t('releases.setWindow')}
        </button>
      </form>
    </ActionBox>
  );
}

interface RollbackValues {
  reason: string;
}

function RollbackForm({ release, onChanged }: ActionProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const change = useReleaseChange(onChanged);
  const reasonCheck = useReasonCheck<RollbackValues>();
  const form = useCheckedForm<RollbackValues>({ defaultValues: { reason: '' }, problemOf: (values) => firstProblem<RollbackValues>([reasonCheck], values) });
  const { errors, isSubmitting } = form.formState;
  const what = release.candidate
    ? t('releases.rollbackCandidate', { remote: release.remote, version: release.candidate })
    : release.previousStable
      ? t('releases.rollbackStable', { remote: release.remote, version: release.previousStable })
      : t('releases.rollbackNothing', { remote: release.remote });
  const send = ({ reason: why }: RollbackValues) =>
    change.run(
      { title: t('releases.rollbackTitle', { remote: release.remote }), message: what, confirmLabel: t('releases.rollback') },
      () => rollbackRelease(release.remote, reason(why)),
      t('releases.rollbackDone'),
    );
  return (
    <ActionBox title={t('releases.rollback')} hint={what} change={change}>
      <form className={admin.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
        <Field label={t('releases.reason')} autoComplete="off" {...form.register('reason')} error={errors.reason?.message} />
        <button type="submit" className={`${admin.button} ${styles.danger}`} disabled={isSubmitting}>
          {t('releases.rollback')}
        </button>
      </form>
    </ActionBox>
  );
}
