import { DataPart as SharedDataPart, type DataPartProps, type PartLook } from '@portal/shared/data';
import * as styles from './competition.module.css';

// @portal/shared/data draws the states of a part; mf-competition gives them its muted line and secondary button.
const look: PartLook = { loading: styles.muted, problem: styles.problem, retry: styles.secondary };

/** The shared data part in this remote's look (an empty list reaches the part, which says what it means). */
export function DataPart<T>(props: Omit<DataPartProps<T>, 'look'>) {
  return <SharedDataPart {...props} look={look} />;
}
