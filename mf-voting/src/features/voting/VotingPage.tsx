import { useMemo, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { getFinalists } from '@portal/shared/api';
import type { Finalist, VoteReceipt } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/data';
import { DataPart } from '../../components/DataPart';
import * as styles from '../../components/voting.module.css';
import type { PageProps } from '../../config/paths';
import { VOTING_NAMESPACE } from '../../i18n/translations';
import { shuffled, visitSeed } from '../../lib/shuffle';
import { Ballot } from './components/Ballot';
import { Receipt } from './components/Receipt';
import { WindowNotice } from './components/WindowNotice';
import { VOTING_GROUP, useVotingWindow } from './use-voting-window';

/** The visit's order: sorted by id first, so it depends on the seed and the set of films, not on the server's order. */
function useVisitOrder(films: readonly Finalist[]): Finalist[] {
  const [seed] = useState(visitSeed);
  return useMemo(() => shuffled([...films].sort((a, b) => a.id - b.id), seed), [films, seed]);
}

function OrderedBallot(props: { films: readonly Finalist[]; open: boolean; onVoted: (receipt: VoteReceipt, film: Finalist | null) => void }) {
  return <Ballot {...props} films={useVisitOrder(props.films)} />;
}

/** Public voting on the 15 finalist films (issue 11): no login, a verified contact, one vote per contact. */
export default function VotingPage({ device }: PageProps) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  const votingWindow = useVotingWindow();
  const finalists = useRemoteData(({ options }) => getFinalists({ group: VOTING_GROUP }, options), []);
  const [voted, setVoted] = useState<{ receipt: VoteReceipt; title: string | null } | null>(null);
  const className = device === 'mobile' ? `${styles.page} ${styles.mobile}` : styles.page;
  return (
    <section className={className}>
      <h1 className={styles.title}>{t('voting.title')}</h1>
      <p>{t('voting.rules')}</p>
      {voted ? (
        <Receipt receipt={voted.receipt} filmTitle={voted.title} />
      ) : (
        <>
          <WindowNotice votingWindow={votingWindow} />
          <DataPart data={finalists} empty={<p className={styles.muted}>{t('voting.noFilms')}</p>}>
            {(films) => (
              <OrderedBallot
                films={films}
                open={votingWindow.state === 'open'}
                onVoted={(receipt, film) => setVoted({ receipt, title: film?.workTitle ?? null })}
              />
            )}
          </DataPart>
        </>
      )}
    </section>
  );
}
