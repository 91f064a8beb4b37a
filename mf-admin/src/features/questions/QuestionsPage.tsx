import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminQuestionSummary } from '@portal/contracts/admin-questions';
import { Link } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { ResourceTable, type TableFilter } from '../../components/resource-table';
import { useDocumentTitle } from '../../components/SignInCard';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/questions-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatMinute } from '../../lib/format';
import { loadQuestions } from './api';
import { AnsweredBadge, TeamCell } from './QuestionCells';
import * as styles from './questions.module.css';

const column = createColumnHelper<AdminQuestionSummary>();

/** /admin/questions: every team's thread, the unanswered first, searched by team name or e-mail on the server. */
export default function QuestionsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  useDocumentTitle(t('resource.questions'));
  const columns = useMemo(
    () => [
      column.accessor('awaitingAnswer', { header: t('questions.status'), enableSorting: false, cell: (cell) => <AnsweredBadge awaiting={cell.getValue()} /> }),
      column.accessor('team', { header: t('questions.team'), enableSorting: false, cell: (cell) => <TeamCell team={cell.getValue()} /> }),
      column.accessor('excerpt', {
        header: t('questions.latest'),
        enableSorting: false,
        cell: (cell) => (
          // The row's team is in its own cell: the link's name is its visible text (WCAG 2.5.3).
          <Link to={String(cell.row.original.id)}>{cell.getValue() || t('questions.filesOnly')}</Link>
        ),
      }),
      column.accessor('messageCount', { header: t('questions.messages'), enableSorting: false }),
      column.accessor('lastMessageAt', { header: t('questions.lastMessage'), enableSorting: false, cell: (cell) => <span className={styles.nowrap}>{formatMinute(cell.getValue(), language)}</span> }),
    ],
    [t, language],
  );
  const filters: TableFilter[] = [{ id: 'state', label: t('questions.show'), options: [{ value: 'unanswered', label: t('questions.unansweredOnly') }] }];
  return (
    <>
      <h1>{t('resource.questions')}</h1>
      <p className={styles.intro}>{t('questions.intro')}</p>
      <ResourceTable<AdminQuestionSummary> caption={t('questions.caption')} columns={columns} load={loadQuestions} rowId={(row) => String(row.id)} filters={filters} />
    </>
  );
}
