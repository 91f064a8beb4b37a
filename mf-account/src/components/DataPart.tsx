import { DataPart as SharedDataPart, type DataPartProps, type PartLook } from '@portal/shared/data';
import * as styles from './account.module.css';

// @portal/shared/data draws the states of a part; mf-account gives them its muted line and secondary button.
const look: PartLook = { loading: styles.muted, retry: styles.secondary };

/** The shared data part in this remote's look. */
export function DataPart<T>(props: Omit<DataPartProps<T>, 'look'>) {
  return <SharedDataPart {...props} look={look} />;
}
