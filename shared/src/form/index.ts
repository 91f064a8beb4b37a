// One form library for every remote (docs/adr/0028): react-hook-form, reached only through this entry so that the
// page has one copy of it, and the checks that run the server's rules in the server's order.
export { useWatch } from 'react-hook-form';
export type { UseFormRegisterReturn } from 'react-hook-form';
export { firstError, firstProblem } from './checks';
export type { Check, FormProblem } from './checks';
export { useCheckedForm } from './use-checked-form';
export type { CheckedForm, CheckedFormOptions, SubmitOptions } from './use-checked-form';
export { changePasswordChecks, LOGIN_CHECKS, registerChecks, TEAM_INFO_CHECKS } from './account-checks';
export { failureText } from './failure-text';
