import type { AdminRegistration } from '@portal/contracts/admin-review';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { IdCard } from './IdCard';
import * as styles from './registrations.module.css';

/** Each member with every field of the team's form and both sides of their student ID card. */
export function Members({ registration }: { registration: AdminRegistration }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section aria-labelledby="registration-members" className={styles.panel}>
      <h2 id="registration-members">{t('registrations.membersTitle', { count: registration.members.length })}</h2>
      <div className={styles.members}>
        {registration.members.map((member) => {
          const who = t('registrations.member', { n: member.ordinal, name: member.name });
          return (
            <article key={member.ordinal} className={styles.member} aria-labelledby={`member-${member.ordinal}`}>
              <h3 id={`member-${member.ordinal}`}>
                {who} <span className={styles.position}>{t(`registrations.position.${member.position}`)}</span>
              </h3>
              <dl className={styles.facts}>
                <dt>{t('registrations.name')}</dt>
                <dd>{member.name}</dd>
                <dt>{t('registrations.birthDate')}</dt>
                <dd>{member.birthDate}</dd>
                <dt>{t('registrations.school')}</dt>
                <dd>{member.school}</dd>
                <dt>{t('registrations.studentId')}</dt>
                <dd>{member.studentId}</dd>
                <dt>{t('registrations.email')}</dt>
                <dd>{member.email}</dd>
              </dl>
              <div className={styles.cards}>
                <IdCard path={member.idCard.front} caption={t('registrations.cardFront')} label={t('registrations.idCardFront', { member: who })} />
                <IdCard path={member.idCard.back} caption={t('registrations.cardBack')} label={t('registrations.idCardBack', { member: who })} />
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
