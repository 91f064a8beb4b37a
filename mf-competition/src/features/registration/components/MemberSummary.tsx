import { useTranslation } from '@portal/shared/i18n';
import type { TeamMember } from '@portal/shared/contracts';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { IMAGE_FIELDS } from '../draft';

/** The registered members: name, position, school, and their ID card images as thumbnails. */
export function MemberSummary({ members }: { members: TeamMember[] }) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  return (
    <>
      <h3 className={styles.subTitle}>{t('status.members')}</h3>
      <ul className={styles.memberList}>
        {members.map((member, index) => (
          <li key={`${index}-${member.email}`} className={styles.memberCard}>
            <p>
              <strong>{member.name}</strong> · {t(`position.${member.position}`)}
              <br />
              {member.school}
            </p>
            <div className={styles.thumbs}>
              {IMAGE_FIELDS.filter((field) => member[field]).map((field) => (
                <img
                  key={field}
                  src={member[field]}
                  alt={t('status.image', { name: member.name, image: t(`member.${field}`) })}
                  className={styles.thumb}
                  width={160}
                  height={100}
                  loading="lazy"
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
