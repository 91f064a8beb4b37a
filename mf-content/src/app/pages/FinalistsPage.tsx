import { useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../../i18n/translations';
import { Page } from '../../components/Page';
import type { PageProps } from '../../config/paths';
import { FinalistTabs } from '../../features/finalists/components/FinalistTabs';

/** Finalists of both contests; `?group=1|2` opens that group's tab. */
export default function FinalistsPage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <Page title={t('finalists.title')} device={device}>
      <FinalistTabs />
    </Page>
  );
}
