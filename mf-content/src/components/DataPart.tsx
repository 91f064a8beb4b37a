import type { ReactNode } from 'react';
import {
  DataPart as SharedDataPart,
  PartAlert as SharedPartAlert,
  type DataPartProps,
  type PartLook,
} from '@portal/shared/data';
import { EmptyNote } from './EmptyNote';
import * as styles from './components.module.css';

// @portal/shared/data draws the states of a part; here they get this remote's look, and an empty list its note.
const look: PartLook = { loading: styles.loading, problem: styles.problem, retry: styles.button };

/** The shared data part as mf-content shows it: an empty list says "nothing here yet" instead of rendering. */
export function DataPart<T>(props: Omit<DataPartProps<T>, 'look' | 'empty'>) {
  return <SharedDataPart {...props} look={look} empty={<EmptyNote />} />;
}

/** A part that has nothing to show, and says why (an article URL without an id). */
export function PartAlert({ children }: { children: ReactNode }) {
  return <SharedPartAlert look={look}>{children}</SharedPartAlert>;
}
