import type { ReactNode } from 'react';
import { isAddActive } from '@portal/shared/api';
import type { Group } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/data';
import { DataPart } from '../../../components/DataPart';
import { ClosedNotice } from './ClosedNotice';

/** The form only while the server says registration is open for the group (its clock, its cap); else why not. */
export function ActivityGate({ group, cap, children }: { group: Group; cap: number | null; children: ReactNode }) {
  const activity = useRemoteData(({ options }) => isAddActive({ group }, options), [group]);
  return (
    <DataPart data={activity}>
      {(answers) => {
        const answer = answers.find((entry) => entry.group === group);
        return answer?.active ? children : <ClosedNotice group={group} activity={answer} cap={cap} />;
      }}
    </DataPart>
  );
}
