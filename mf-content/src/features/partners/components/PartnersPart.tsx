import { useTranslation } from '@portal/shared/i18n';
import { getPartners } from '@portal/shared/api';
import type { Partner, PartnerRole } from '@portal/shared/contracts';
import { isMediaSrc, isSafeHref } from '@portal/contracts/rich-text-rules';
import { useRemoteData } from '@portal/shared/data';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { DataPart } from '../../../components/DataPart';
import * as styles from './partners.module.css';

/** Roles in the order the organizers list them. */
const ROLES: readonly PartnerRole[] = ['organizer', 'coOrganizer', 'supporter', 'media'];
const LOGO_SIZE = { width: 160, height: 80 } as const;
/** The logo box's width as partners.module.css draws it. */
const LOGO_SIZES = '(max-width: 768px) 136px, 160px';

/** Organizer and supporter logos, one titled group per partner role. */
export function PartnersPart() {
  const partners = useRemoteData(({ options }) => getPartners(options), []);
  return (
    <DataPart data={partners}>
      {(rows) => ROLES.map((role) => <RoleGroup key={role} role={role} partners={rows.filter((p) => p.role === role)} />)}
    </DataPart>
  );
}

function RoleGroup({ role, partners }: { role: PartnerRole; partners: readonly Partner[] }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  if (partners.length === 0) return null;
  return (
    <div className={styles.role}>
      <h3 className={styles.roleTitle}>{t(`partners.role.${role}`)}</h3>
      <ul className={styles.logos}>
        {partners.map((partner) => {
          // Addresses are data an organizer (or SQL by hand) wrote: drawn only when the rich-text rules allow them, so
          // no stored `javascript:` link or outside image reaches the page; the partner's name stands in.
          const logo = isMediaSrc(partner.logo) ? (
            <img
              className={styles.logo}
              src={partner.logo}
              // A library logo's WebP widths (issue 25): a phone at 3× takes the 480 w one for its 136 px box.
              srcSet={partner.logoImage?.srcset || undefined}
              sizes={partner.logoImage?.srcset ? LOGO_SIZES : undefined}
              alt={partner.name}
              loading="lazy"
              {...LOGO_SIZE}
            />
          ) : (
            <span className={`${styles.logo} ${styles.logoName}`}>{partner.name}</span>
          );
          return (
            <li key={partner.id} className={styles.partner}>
              {isSafeHref(partner.url) ? (
                <a href={partner.url} target="_blank" rel="noopener noreferrer">
                  {logo}
                </a>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
