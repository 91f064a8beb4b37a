import { getGroup, getMatchCenter } from '@portal/shared/api';
import type { MatchCenter, TopicOption } from '@portal/shared/contracts';
import { useRemoteData, type RemoteData } from '@portal/shared/data';

export interface SubmissionBasics {
  center: MatchCenter;
  /** The topics of the team's group (the work's topic is one of them); none without a registration. */
  topics: TopicOption[];
}

/** What the team must submit now, and its group's topics, in the page's language. */
export function useSubmissionBasics(): RemoteData<SubmissionBasics> {
  return useRemoteData(async ({ options }) => {
    const [center, groups] = await Promise.all([getMatchCenter(options), getGroup(options)]);
    const topics = groups.find((info) => info.group === center.group)?.topics ?? [];
    return { center, topics };
  }, []);
}
