import { useTranslation } from '@portal/shared/i18n';
import { TEAM_SIZE, type Group } from '@portal/shared/contracts';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import type { RegistrationBasics, RegistrationFlowState } from '../use-registration';
import { ActivityGate } from './ActivityGate';
import { GroupChoice } from './GroupChoice';
import { RegistrationForm } from './RegistrationForm';
import { StatusView } from './StatusView';

interface RegistrationFlowProps extends RegistrationBasics {
  group: Group;
  onGroup: (group: Group) => void;
  flow: RegistrationFlowState;
}

/**
 * A team with a registration sees its status (and may modify a failed one while the server allows it); any other
 * team chooses a group and, while that group's registration is open, fills in the form.
 */
export function RegistrationFlow({ groups, own, group, onGroup, flow }: RegistrationFlowProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const registration = flow.submitted ?? own;
  if (registration && !flow.editing) {
    const canModify = registration.status === 'failed' && registration.canModify;
    const modify = () => {
      flow.modify(registration);
      onGroup(registration.group);
    };
    return <StatusView registration={registration} onModify={canModify ? modify : undefined} announce={flow.submitted !== null} />;
  }
  const info = groups.find((candidate) => candidate.group === group);
  const form = info && (
    <RegistrationForm
      group={group}
      info={info}
      flow={flow}
      onCancel={flow.editing ? flow.cancel : undefined}
      onSubmitted={flow.done}
    />
  );
  // A failed registration is modified within its own group while the server says canModify (its window, its
  // place under the cap); another group asks whether that group is open.
  const ownWindow = flow.editing && registration?.group === group && registration.canModify;
  return (
    <>
      <GroupChoice value={group} onChange={onGroup} />
      <p className={styles.hint}>{t('registration.teamSize', { min: TEAM_SIZE.min, max: TEAM_SIZE.max })}</p>
      {ownWindow ? form : <ActivityGate group={group} cap={info?.cap ?? null}>{form}</ActivityGate>}
    </>
  );
}
