import { describeRemoteContract } from '@portal/shared/testing';
import { competitionTranslations } from '../../i18n/translations';
import { competitionApi, setupCompetitionApi } from '../../testing/competition-api';
import * as remote from '../routes';

// The pages load the registration data: a real local server answers, so no call leaves the machine.
const t = setupCompetitionApi();
beforeEach(() => t.server.use(competitionApi()));

describeRemoteContract('mf-competition', remote, competitionTranslations, [
  { device: 'pc', path: 'contestRegistration?group=2', heading: '隊伍報名' },
  { device: 'mobile', path: 'registration', heading: '隊伍報名' },
  { device: 'pc', path: 'workSubmission', heading: '提交作品' },
  { device: 'mobile', path: 'work-submission/index', heading: '提交作品' },
]);
