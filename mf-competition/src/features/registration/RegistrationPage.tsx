import { useCallback } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { Group } from '@portal/shared/contracts';
import { CompetitionPage } from '../../components/CompetitionPage';
import { DataPart } from '../../components/DataPart';
import type { PageProps } from '../../config/paths';
import { COMPETITION_NAMESPACE } from '../../i18n/translations';
import { PersonalDataNotice } from './components/PersonalDataNotice';
import { RegistrationFlow } from './components/RegistrationFlow';
import { parseGroup } from './groups';
import { useRegistrationBasics, useRegistrationFlow } from './use-registration';

/**
 * Team registration, desktop `/pc/contestRegistration?group=N` and mobile `/mobile/registration`: the same form,
 * roomy on desktop and one column on a phone. Login-only (the shell guards it).
 */
export default function RegistrationPage({ device }: PageProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const group = parseGroup(params.get('group'));
  // Replaced, not pushed: Back leaves the page rather than stepping through group choices. The device switch
  // carries the query over, so the choice survives it too.
  const chooseGroup = useCallback(
    (next: Group) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          changed.set('group', String(next));
          return changed;
        },
        { replace: true },
      ),
    [setParams],
  );
  const basics = useRegistrationBasics();
  // The form's checks need the chosen group's topics (the server refuses any other).
  const topics = basics.status === 'success' ? (basics.data.groups.find((info) => info.group === group)?.topics ?? []) : [];
  const flow = useRegistrationFlow(topics);
  return (
    <CompetitionPage device={device} title={t('registration.title')}>
      <PersonalDataNotice />
      <DataPart data={basics}>
        {(data) => <RegistrationFlow {...data} group={group} onGroup={chooseGroup} flow={flow} />}
      </DataPart>
    </CompetitionPage>
  );
}
