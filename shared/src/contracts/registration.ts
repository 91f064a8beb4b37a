// Payloads of the registration slice (SPEC §7 names only the calls; docs/adr/0007 records these): the API's schemas'
// types (@portal/contracts/registration).
export type {
  DateBack,
  Exam,
  GroupInfo,
  Registration,
  RegistrationActivity,
  RegistrationBody,
  RegistrationEvent,
  RegistrationPhase,
  RegistrationStatus,
  TopicOption,
} from '@portal/contracts/registration';

/** The team size the form asks for. */
export const TEAM_SIZE = { min: 2, max: 4 } as const;
