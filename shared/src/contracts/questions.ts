// A team's question thread with the organizers (issue 26 point 7): the payloads and limits are the server's own
// (@portal/contracts/questions), so the form checks what the API checks.
export { QUESTION_FILE_BYTES_MAX, QUESTION_FILE_EXTS, QUESTION_FILES_MAX, QUESTION_TEXT_MAX } from '@portal/contracts/questions';
export type { AskQuestionBody, MyQuestionThread, QuestionAttachment, QuestionMessage } from '@portal/contracts/questions';
