import { getJudges } from '@portal/shared/api';
import { useRemoteData } from '@portal/shared/data';
import { DataPart } from '../../../components/DataPart';
import { SampleBadge } from '../../../components/SampleBadge';
import * as styles from './judges.module.css';

const PHOTO_SIZE = { width: 120, height: 120 } as const;

/** The judging panel. */
export function JudgesPart() {
  const judges = useRemoteData(({ options }) => getJudges(options), []);
  return (
    <DataPart data={judges}>
      {(rows) => (
        <ul className={styles.judges}>
          {rows.map((judge) => (
            <li key={judge.id} className={styles.judge}>
              {judge.photo ? (
                <img
                  className={styles.photo}
                  src={judge.photo}
                  // A library photo's WebP widths (issue 25), for the 120 px circle.
                  srcSet={judge.photoImage?.srcset || undefined}
                  sizes={judge.photoImage?.srcset ? '120px' : undefined}
                  alt=""
                  loading="lazy"
                  {...PHOTO_SIZE}
                />
              ) : (
                <span className={styles.photo} aria-hidden="true" />
              )}
              <span className={styles.name}>
                {judge.name} <SampleBadge sample={judge.sample} />
              </span>
              <span className={styles.role}>{judge.title}</span>
            </li>
          ))}
        </ul>
      )}
    </DataPart>
  );
}
