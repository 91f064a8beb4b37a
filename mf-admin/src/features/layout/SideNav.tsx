import { Link, useLocation } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { StaffRole } from '../../api/staff-auth-types';
import { adminPath } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { mayUse, resourceAt, type Resource } from '../../lib/resource';
import * as styles from './layout.module.css';

interface SideNavProps {
  id: string;
  resources: readonly Resource[];
  role: StaffRole;
  open: boolean;
  onNavigate: () => void;
}

/** One entry per resource the role may use, in the table's order; the current one is marked for assistive technology. */
export function SideNav({ id, resources, role, open, onNavigate }: SideNavProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const current = resourceAt(resources, useLocation().pathname);
  return (
    <nav id={id} className={styles.nav} aria-label={t('layout.nav')} data-open={open}>
      <ul>
        {resources
          .filter((resource) => mayUse(resource, role))
          .map((resource) => (
            <li key={resource.name}>
              <Link to={adminPath(resource.list)} aria-current={resource === current ? 'page' : undefined} onClick={onNavigate}>
                {t(`resource.${resource.name}`)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
