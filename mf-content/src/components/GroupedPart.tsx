import type { ReactNode } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { GroupNumber } from '@portal/shared/contracts';
import type { RemoteData } from '@portal/shared/data';
import { CONTENT_NAMESPACE } from '../i18n/translations';
import { GROUPS } from '../lib/groups';
import { DataPart } from './DataPart';
import * as styles from './components.module.css';

interface GroupedPartProps<T extends { group: GroupNumber }> {
  data: RemoteData<T[]>;
  /** One group's rows (never empty), and that group's title. */
  children: (rows: T[], title: string) => ReactNode;
}

/** A data part with rows of both contests: one titled block (h3) per group that has any. */
export function GroupedPart<T extends { group: GroupNumber }>({ data, children }: GroupedPartProps<T>) {
  return (
    <DataPart data={data}>
      {(rows) => GROUPS.map((group) => <Group key={group} group={group} rows={rows} render={children} />)}
    </DataPart>
  );
}

interface GroupProps<T> {
  group: GroupNumber;
  rows: T[];
  render: (rows: T[], title: string) => ReactNode;
}

function Group<T extends { group: GroupNumber }>(props: GroupProps<T>) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const rows = props.rows.filter((row) => row.group === props.group);
  if (rows.length === 0) return null;
  const title = t(`group.${props.group}`);
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>{title}</h3>
      {props.render(rows, title)}
    </div>
  );
}
