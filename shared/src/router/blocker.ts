// The router's navigation blocker, for the back office's forms that warn before unsaved changes are left (issue 25).
// Not in ./index: that entry is provided eagerly by the public shell too, and every export listed there is bytes in
// every visitor's main.js. This entry is provided by the back office's shell build only (BACK_OFFICE_HOST_ENTRIES in
// build/federation.mjs), from the same react-router module as ./index, so `useBlocker` finds the shell's data router.
export { useBlocker } from 'react-router';
export type { Blocker, BlockerFunction } from 'react-router';
