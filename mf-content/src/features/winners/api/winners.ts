import { getWinners } from '@portal/shared/api';
import type { Winner } from '@portal/shared/contracts';
import { useRemoteData, type RemoteData } from '@portal/shared/data';

/** The winners of past contests, both groups. */
export function useWinners(): RemoteData<Winner[]> {
  return useRemoteData(({ options }) => getWinners({}, options), []);
}
