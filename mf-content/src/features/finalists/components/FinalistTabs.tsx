import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { getFinalists } from '@portal/shared/api';
import type { Finalist, GroupNumber } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/data';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { DataPart } from '../../../components/DataPart';
import { EmptyNote } from '../../../components/EmptyNote';
import { SampleBadge } from '../../../components/SampleBadge';
import { GROUPS, parseGroup } from '../../../lib/groups';
import * as styles from './finalists.module.css';

/** Finalists of both contests, one tab per group; `?group=` says which tab is open. */
export function FinalistTabs() {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const current = parseGroup(params.get('group')) ?? GROUPS[0] ?? 1;
  const finalists = useRemoteData(({ options }) => getFinalists({}, options), []);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (group: GroupNumber) => setParams((previous) => withGroup(previous, group), { replace: true });
  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + GROUPS.length) % GROUPS.length;
    const group = GROUPS[next];
    if (group === undefined) return;
    select(group);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" className={styles.tablist} aria-label={t('finalists.tabs')}>
        {GROUPS.map((group, index) => (
          <button
            key={group}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${group}`}
            aria-controls={`${id}-panel`}
            aria-selected={group === current}
            tabIndex={group === current ? 0 : -1}
            className={styles.tab}
            onClick={() => select(group)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`group.${group}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`} className={styles.panel}>
        <DataPart data={finalists}>
          {(rows) => <FinalistList finalists={rows.filter((finalist) => finalist.group === current)} />}
        </DataPart>
      </div>
    </>
  );
}

function withGroup(params: URLSearchParams, group: GroupNumber): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('group', String(group));
  return next;
}

function FinalistList({ finalists }: { finalists: readonly Finalist[] }) {
  if (finalists.length === 0) return <EmptyNote />;
  return (
    <ol className={styles.list}>
      {finalists.map((finalist) => (
        <li key={finalist.id} className={styles.card}>
          <h3 className={styles.work}>
            {finalist.workTitle} <SampleBadge sample={finalist.sample} />
          </h3>
          <p>{finalist.teamName}</p>
          <p className={styles.school}>{finalist.school}</p>
        </li>
      ))}
    </ol>
  );
}
