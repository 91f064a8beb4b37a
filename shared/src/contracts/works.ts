// Payloads of the works slice (issue 10; SPEC §7 names only the calls, docs/adr/0012 records these): the API's schemas'
// types (@portal/contracts/works-api). Files travel by tus (POST/HEAD/PATCH on TUS_ENDPOINT); `userWork/add` then names
// the finished upload by its id.

/** Where the tus server lives, and the 2 GB limit (SPEC §5): the server's own figures (@portal/contracts). */
export { TUS_ENDPOINT, WORK_MAX_BYTES } from '@portal/contracts/works';

export type {
  MatchCenter,
  Work,
  WorkBlock,
  WorkBody,
  WorkByIdQuery,
  WorkEvent,
  WorkFile,
  WorkFileType,
  WorkReceipt,
  WorkStatus,
  WorkStepInfo,
} from '@portal/contracts/works-api';
