import { useId, useState } from 'react';
import type { InviteStaffResult } from '@portal/contracts/admin-staff';
import { isEmail } from '@portal/shared/contracts';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { STAFF_ROLES, type StaffRole } from '../../api/staff-auth-types';
import { Field } from '../../components/Field';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { inviteStaff } from './api';
import * as styles from './staff.module.css';

interface InviteValues {
  email: string;
  role: StaffRole;
  name: string;
}

/**
 * Invite a member by address and role (and the name lists show): the server mails the link and answers it here too,
 * to copy and hand over another way when mail fails. It works once, for 7 days.
 */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [invited, setInvited] = useState<(InviteStaffResult & { email: string }) | null>(null);
  const [copied, setCopied] = useState(false);
  const form = useCheckedForm<InviteValues>({
    defaultValues: { email: '', role: 'reviewer', name: '' },
    // The server's first check; the name's rule (at most 80 characters, one line) it words itself.
    problemOf: (values) => firstProblem<InviteValues>([{ field: 'email', ok: ({ email }) => isEmail(email.trim()), message: 'enterCorrectEmail' }], values),
  });
  const { errors, isSubmitting } = form.formState;

  const send = async ({ email, role, name }: InviteValues) => {
    setCopied(false);
    try {
      const answer = await inviteStaff({ email: email.trim(), role, ...(name.trim() ? { name: name.trim() } : {}) });
      setInvited({ ...answer, email: email.trim() });
      form.reset({ email: '', role, name: '' });
      onInvited();
    } catch (failure) {
      const text = failureText(failure, t('staff.inviteFailed'));
      if (text) form.setError('email', { message: text });
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false); // No clipboard (permissions, an old browser): the link is there to select.
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('staff.invite')}</h2>
      <form className={styles.invite} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
        <Field label={t('staff.email')} type="email" inputMode="email" autoComplete="off" {...form.register('email')} error={errors.email?.message} />
        <div className={admin.field}>
          <label htmlFor={`${id}-role`} className={admin.label}>
            {t('staff.role')}
          </label>
          <select id={`${id}-role`} className={admin.select} {...form.register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <Field label={t('staff.name')} hint={t('staff.nameHint')} autoComplete="off" {...form.register('name')} error={errors.name?.message} />
        <button type="submit" className={admin.button} disabled={isSubmitting}>
          {t('staff.sendInvite')}
        </button>
      </form>
      {invited && (
        <div className={styles.inviteDone} role="status">
          <p>{t('staff.invited', { email: invited.email })}</p>
          <label htmlFor={`${id}-link`} className={admin.label}>
            {t('staff.inviteLink')}
          </label>
          <div className={styles.linkRow}>
            <input id={`${id}-link`} className={`${admin.input} ${styles.link}`} readOnly value={invited.inviteUrl} onFocus={(event) => event.target.select()} />
            <button type="button" className={admin.secondary} onClick={() => void copy(invited.inviteUrl)}>
              {copied ? t('staff.copied') : t('staff.copy')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
