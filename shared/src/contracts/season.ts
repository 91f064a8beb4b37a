// GET /api/season: the contract's types (@portal/contracts/season), which the API validates its answer with.
export type {
  GroupSeason,
  SeasonState,
  SeasonStepState,
  SecondCompetitionOffer,
  StepState,
  WindowState,
} from '@portal/contracts/season';
