import { Navigate } from '@portal/shared/router';
import { staffSession } from '../api/session';
import { staffToken } from '../api/staff-token';
import { Loading, LoadFailed } from '../components/Loading';
import * as styles from '../components/admin.module.css';
import { LOGIN_PATH, STAGE_PATH } from '../config/paths';
import { BackOfficeLayout } from '../features/layout/BackOfficeLayout';
import { useLoadStaffMe } from '../hooks/use-load-staff-me';
import { useStore } from '../lib/store';
import { RESOURCES } from './resources';

/**
 * Every page of the back office but the sign-in steps: nothing of it renders until the session is ready. Without a
 * token, the sign-in; at another stage, that stage's screen; then who is signed in is read, and the layout shows.
 */
export default function BackOffice() {
  const token = useStore(staffToken);
  const { stage, me } = useStore(staffSession);
  const { failed, retry } = useLoadStaffMe(token !== null && me === null);

  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  if (stage && stage !== 'ready') return <Navigate to={STAGE_PATH[stage]} replace />;
  if (!me) {
    return <main className={styles.signIn}>{failed ? <LoadFailed retry={retry} /> : <Loading />}</main>;
  }
  return <BackOfficeLayout me={me} resources={RESOURCES} />;
}
