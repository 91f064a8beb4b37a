// One form library for every remote (docs/adr/0029): react-hook-form, reached only through this entry so that the
// page has one copy of it, and the checks that run the server's rules in the server's order.
export { useWatch } from 'react-hook-form';
export type { FieldPath, UseFormRegisterReturn } from 'react-hook-form';
export { firstError, firstProblem } from './checks';
export type { Check, FormProblem } from './checks';
export { useCheckedForm } from './use-checked-form';
export type { CheckedForm, CheckedFormOptions, SubmitOptions } from './use-checked-form';
export { changePasswordChecks, emailChangeChecks, LOGIN_CHECKS, registerChecks, resetPasswordChecks, TEAM_INFO_CHECKS } from './account-checks';
export type { EmailChangeValues } from './account-checks';
export { failureText } from './failure-text';
// Rules only forms apply (the registration's members, the works title): here rather than in @portal/shared/contracts,
// which the shell provides eagerly, so that they load with the forms and not with every page.
export { emailKey, isBirthDate, studentIdKey } from '@portal/contracts/team-member';
export { cleanWorkTitle, WORK_TITLE } from '@portal/contracts/work-title';
