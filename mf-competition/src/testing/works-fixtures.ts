import { WORK_MAX_BYTES, type MatchCenter, type Work, type WorkBody, type WorkStepInfo } from '@portal/shared/contracts';
import { GROUPS } from './fixtures';

// Works answers as the API gives them (docs/adr/0012; texts in Traditional Chinese, the tests' language).

/** The secondary-school film step, open now for a passed team without a work. */
export const FILM_STEP: WorkStepInfo = {
  step: 'videoSubmission',
  title: '提交影片',
  accept: ['mp4'],
  maxBytes: WORK_MAX_BYTES,
  maxSeconds: 90,
  window: { from: '2023-10-31T16:00:00.000Z', to: '2023-12-01T16:00:00.000Z' },
  phase: 'open',
  canSubmit: true,
  blocked: null,
  work: null,
};

export const REGISTERED: NonNullable<MatchCenter['registration']> = {
  id: 41,
  status: 'passed',
  teamName: 'Dune Runners',
  topic: 'air',
  topicTitle: '大氣污染與空氣質素',
};

/** The getMatchCenter answer for a passed secondary-school team; `step` changes its one step. */
export function matchCenter(step: Partial<WorkStepInfo> = {}, center: Partial<MatchCenter> = {}): MatchCenter {
  const steps = [{ ...FILM_STEP, ...step }];
  const current = steps[0]!.canSubmit ? steps[0]!.step : null;
  return { group: 1, registration: REGISTERED, steps, current, ...center };
}

const topicTitle = (key: string) => GROUPS.flatMap((group) => group.topics).find((topic) => topic.key === key)?.title ?? key;

/** A film the team submitted, now under review: 150 MB, 1 min 24 s. */
export const FILM_WORK: Work = {
  id: 301,
  step: 'videoSubmission',
  stepTitle: '提交影片',
  title: '沙漠裡的一滴水',
  topic: 'air',
  topicTitle: '大氣污染與空氣質素',
  status: 'underReview',
  file: { uri: '/uploads/9f2c41.mp4', name: 'desert-drop.mp4', size: 150 * 1024 * 1024, mime: 'video/mp4', durationSeconds: 84 },
  submittedAt: '2023-11-20T04:05:00.000Z',
  updatedAt: '2023-11-20T04:05:00.000Z',
  receipt: {
    team: 'Dune Runners',
    step: '提交影片',
    title: '沙漠裡的一滴水',
    fileName: 'desert-drop.mp4',
    size: 150 * 1024 * 1024,
    sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    durationSeconds: 84,
    receivedAt: '2023-11-20T04:05:00.000Z',
  },
  history: [{ from: null, to: 'submitted', note: null, by: 'team', at: '2023-11-20T04:05:00.000Z' }],
};

/** The work the API makes of an accepted userWork/add: submitted now, with the upload's file. */
export function workOf(body: WorkBody, file: { name: string; size: number; mime: string }): Work {
  const at = '2023-11-21T06:30:00.000Z';
  return {
    id: 302,
    step: body.step,
    stepTitle: FILM_STEP.title,
    title: body.title,
    topic: body.topic,
    topicTitle: topicTitle(body.topic),
    status: 'submitted',
    file: { ...file, uri: `/uploads/${body.upload}.mp4`, durationSeconds: 75 },
    submittedAt: at,
    updatedAt: at,
    receipt: {
      team: REGISTERED.teamName,
      step: FILM_STEP.title,
      title: body.title,
      fileName: file.name,
      size: file.size,
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      durationSeconds: 75,
      receivedAt: at,
    },
    history: [{ from: null, to: 'submitted', note: null, by: 'team', at }],
  };
}
