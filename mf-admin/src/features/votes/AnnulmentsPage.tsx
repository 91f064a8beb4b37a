import type { AnnulmentList } from '@portal/contracts/votes';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/votes-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatInstant } from '../../lib/format';
import * as styles from '../purge/purge.module.css';
import { fetchAnnulments } from './api';

/**
 * /admin/vote-annulments (issue 28, docs/adr/0049): the season's annulled votes, each an entry of the public chain,
 * with the organizer's own reason. A list only: a flagged burst is annulled from the vote integrity page
 * (IntegrityPage), any vote with `pnpm admin votes annul`.
 */
export default function AnnulmentsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useStaffData('vote-annulments', fetchAnnulments);
  useDocumentTitle(t('resource.voteAnnulments'));
  return (
    <>
      <h1>{t('resource.voteAnnulments')}</h1>
      {list.data ? <Annulments list={list.data} /> : list.status === 'failed' ? <LoadFailed retry={list.reload} /> : <Loading />}
    </>
  );
}

function Annulments({ list }: { list: AnnulmentList }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <div className={styles.page}>
      <p className={admin.muted}>{t('voteAnnulments.intro')}</p>
      {list.annulments.length === 0 ? (
        <p>{t('voteAnnulments.none')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>{t('voteAnnulments.caption', { season: list.season })}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.number}>{t('voteAnnulments.seq')}</th>
                <th scope="col" className={styles.number}>{t('voteAnnulments.annulled')}</th>
                <th scope="col" className={styles.number}>{t('voteAnnulments.film')}</th>
                <th scope="col">{t('voteAnnulments.kind')}</th>
                <th scope="col">{t('voteAnnulments.reason')}</th>
                <th scope="col">{t('voteAnnulments.by')}</th>
                <th scope="col">{t('voteAnnulments.at')}</th>
              </tr>
            </thead>
            <tbody>
              {list.annulments.map((a) => (
                <tr key={a.seq}>
                  <td className={styles.number}>{a.seq}</td>
                  <td className={styles.number}>{a.annulledSeq}</td>
                  <td className={styles.number}>{a.finalistId}</td>
                  <td>{t(`voteAnnulments.kindName.${a.kind}`)}</td>
                  <td>{a.reason}</td>
                  <td>{a.by}</td>
                  <td>{formatInstant(a.at, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
