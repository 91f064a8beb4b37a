import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from '@portal/shared/router';
import { stageChanged } from '../api/session';
import { askStepUp, stepUpRequest } from '../api/step-up';
import { handleRefusals } from '../api/staff-client';
import * as styles from '../components/admin.module.css';
import { Loading } from '../components/Loading';
import { STAGE_PATH } from '../config/paths';
import { useStore } from '../lib/store';

// Loaded only when a sensitive action asks for it: its dialog library is not on the sign-in's first load.
const StepUpDialog = lazy(() => import('../features/step-up/StepUpDialog'));

/**
 * Around every page of the back office: what a staff route's refusal does — a session that is not ready goes to its
 * step (a 401 has already dropped the token, and the pages go back to the sign-in), a stale second factor opens the
 * step-up dialog and the action is retried once proven.
 */
export default function AdminRoot() {
  const navigate = useNavigate();
  const request = useStore(stepUpRequest);
  useEffect(
    () =>
      handleRefusals({
        stage: (stage) => {
          stageChanged(stage);
          void navigate(STAGE_PATH[stage], { replace: true });
        },
        stepUp: askStepUp,
      }),
    [navigate],
  );
  return (
    <div className={styles.root}>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
      {request && (
        <Suspense fallback={null}>
          <StepUpDialog request={request} />
        </Suspense>
      )}
    </div>
  );
}
