import { useTranslation } from '@portal/shared/i18n';
import { useSearchParams } from '@portal/shared/router';
import type { Group } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/data';
import { DataPart } from '../../components/DataPart';
import * as styles from '../../components/voting.module.css';
import type { PageProps } from '../../config/paths';
import { VOTING_NAMESPACE } from '../../i18n/translations';
import { getResults } from './api/get-results';
import { GroupResults } from './components/GroupResults';

const GROUPS: readonly Group[] = [1, 2];

/** `?group=2` picks the university; anything else the secondary school (the query survives a device switch). */
function groupOf(value: string | null): Group {
  return value === '2' ? 2 : 1;
}

/** Winners of the second competition by group, from the published results (docs/adr/0015). */
export default function WinnersPage({ device }: PageProps) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const group = groupOf(params.get('group'));
  // Refetched on a language switch by useRemoteData: the formula and the notice come in the page's language.
  const results = useRemoteData(({ options }) => getResults(group, options), [group]);
  const className = device === 'mobile' ? `${styles.page} ${styles.mobile}` : styles.page;
  return (
    <section className={className}>
      <h1 className={styles.title}>{t('winners.title')}</h1>
      <div className={styles.tabs} role="group" aria-label={t('winners.groups')}>
        {GROUPS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            className={styles.tab}
            aria-pressed={candidate === group}
            onClick={() => setParams({ group: String(candidate) }, { replace: true })}
          >
            {t(`winners.group${candidate}`)}
          </button>
        ))}
      </div>
      <DataPart data={results}>
        {(state) =>
          state ? (
            <GroupResults results={state} groupName={t(`winners.group${group}`)} />
          ) : (
            <p className={styles.muted}>{t('winners.resultsOn', { date: '–' })}</p>
          )
        }
      </DataPart>
    </section>
  );
}
