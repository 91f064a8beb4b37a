import { getTopics } from '@portal/shared/api';
import { useRemoteData } from '@portal/shared/data';
import { GroupedPart } from '../../../components/GroupedPart';
import * as styles from './topics.module.css';

/** The topics a team chooses from, per contest. */
export function TopicsPart() {
  const topics = useRemoteData(({ options }) => getTopics({}, options), []);
  return (
    <GroupedPart data={topics}>
      {(rows) => (
        <ul className={styles.topics}>
          {rows.map((topic) => (
            <li key={topic.key} className={styles.topic}>
              <h4 className={styles.title}>{topic.title}</h4>
              <p>{topic.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </GroupedPart>
  );
}
