import { useTranslation } from '@portal/shared/i18n';
import { getPrizes } from '@portal/shared/api';
import type { Prize } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/data';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { DataTable } from '../../../components/DataTable';
import { GroupedPart } from '../../../components/GroupedPart';

/** The prize table of both contests. */
export function PrizesPart() {
  const prizes = useRemoteData(({ options }) => getPrizes({}, options), []);
  return <GroupedPart data={prizes}>{(rows, title) => <PrizeTable prizes={rows} label={title} />}</GroupedPart>;
}

function PrizeTable({ prizes, label }: { prizes: readonly Prize[]; label: string }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <DataTable label={label} columns={[t('prizes.award'), t('prizes.amount'), t('prizes.count'), t('prizes.extras')]}>
      {prizes.map((prize) => (
        <tr key={prize.rank}>
          <th scope="row">{prize.title}</th>
          <td>{prize.amount ?? t('prizes.noCash')}</td>
          <td>{prize.count}</td>
          <td>{prize.extras}</td>
        </tr>
      ))}
    </DataTable>
  );
}
