import { useId, useState } from 'react';
import type { StaffListItem } from '@portal/contracts/admin-staff';
import { failureText } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { confirm } from '@portal/shared/ui';
import { STAFF_ROLES, type StaffRole } from '../../api/staff-auth-types';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { changeRole, disableStaff, enableStaff } from './api';
import * as styles from './staff.module.css';

interface StaffActionsProps {
  member: StaffListItem;
  /** The signed-in organizer's own row: its confirms say so (their own sessions end too). */
  self: boolean;
  onChanged: () => void;
  /** The server's refusal (the last active organizer…), shown above the list; null clears it. */
  onRefused: (text: string | null) => void;
}

/** A member's role and whether they may sign in, each change confirmed first (every session of theirs ends with it). */
export function StaffActions({ member, self, onChanged, onRefused }: StaffActionsProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [busy, setBusy] = useState(false);
  const name = member.name;

  const run = async (question: { title: string; message: string; confirmLabel: string }, send: () => Promise<unknown>) => {
    const confirmed = await confirm({ ...question, message: self ? `${question.message} ${t('staff.selfWarning')}` : question.message, cancelLabel: t('results.cancel') });
    if (!confirmed) return;
    setBusy(true);
    onRefused(null);
    try {
      await send();
      onChanged();
    } catch (failure) {
      onRefused(failureText(failure, t('staff.changeFailed')));
    } finally {
      setBusy(false);
    }
  };

  const saveRole = () =>
    run(
      { title: t('staff.roleTitle', { name }), message: t('staff.roleMessage', { name, from: t(`role.${member.role}`), to: t(`role.${role}`) }), confirmLabel: t('staff.changeRole') },
      () => changeRole(member.id, role),
    );
  const toggle = () =>
    member.status === 'disabled'
      ? run({ title: t('staff.enableTitle', { name }), message: t('staff.enableMessage', { name }), confirmLabel: t('staff.enable') }, () => enableStaff(member.id))
      : run({ title: t('staff.disableTitle', { name }), message: t('staff.disableMessage', { name }), confirmLabel: t('staff.disable') }, () => disableStaff(member.id));

  return (
    <div className={styles.rowActions}>
      <label htmlFor={`${id}-role`} className={styles.hidden}>
        {t('staff.roleOf', { name })}
      </label>
      <select id={`${id}-role`} className={`${admin.select} ${styles.roleSelect}`} value={role} onChange={(event) => setRole(event.target.value as StaffRole)} disabled={busy}>
        {STAFF_ROLES.map((option) => (
          <option key={option} value={option}>
            {t(`role.${option}`)}
          </option>
        ))}
      </select>
      <button type="button" className={admin.secondary} onClick={() => void saveRole()} disabled={busy || role === member.role} aria-label={t('staff.changeRoleOf', { name })}>
        {t('staff.changeRole')}
      </button>
      <button
        type="button"
        className={`${admin.secondary} ${member.status === 'disabled' ? '' : styles.danger}`}
        onClick={() => void toggle()}
        disabled={busy}
        aria-label={member.status === 'disabled' ? t('staff.enableOf', { name }) : t('staff.disableOf', { name })}
      >
        {member.status === 'disabled' ? t('staff.enable') : t('staff.disable')}
      </button>
    </div>
  );
}
