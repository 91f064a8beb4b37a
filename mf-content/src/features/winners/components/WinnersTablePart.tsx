import type { Winner } from '@portal/shared/contracts';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { DataTable } from '../../../components/DataTable';
import { GroupedPart } from '../../../components/GroupedPart';
import { SampleBadge } from '../../../components/SampleBadge';
import { formatDate } from '../../../lib/format-date';
import { useWinners } from '../api/winners';

/** The winners list of past contests: one table per group. */
export function WinnersTablePart() {
  const winners = useWinners();
  return <GroupedPart data={winners}>{(rows, title) => <WinnersTable winners={rows} label={title} />}</GroupedPart>;
}

function WinnersTable({ winners, label }: { winners: readonly Winner[]; label: string }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const columns = ['award', 'team', 'school', 'work', 'members', 'contest'].map((column) => t(`winners.${column}`));
  return (
    <DataTable label={label} columns={columns}>
      {winners.map((winner) => (
        <tr key={winner.id}>
          <th scope="row">{winner.award}</th>
          <td>
            {winner.teamName} <SampleBadge sample={winner.sample} />
          </td>
          <td>{winner.school}</td>
          <td>{winner.workTitle}</td>
          <td>{winner.members.join(t('winners.memberSeparator'))}</td>
          <td>
            {winner.contest} <time dateTime={winner.date}>{formatDate(winner.date, language)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
