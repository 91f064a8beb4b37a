import { Type, type TSchema } from 'typebox';
import {
  AdminQuestionPage,
  AdminQuestionThread,
  AdminQuestionsQuery,
  AnswerQuestionBody,
  QuestionAttachmentParams,
  QuestionFaqDraft,
  QuestionIdParams,
  QuestionMessageParams,
} from '@portal/contracts/admin-questions';
import { AdminLinkQuery } from '@portal/contracts/admin-review';
import { AskQuestionBody, MyQuestionThread } from '@portal/contracts/questions';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// The questions routes' schemas: the payloads are the contracts' (@portal/contracts/questions for the team,
// /admin-questions for staff), here in their envelopes with each route's failures.

const team = { ...errorResponses, 401: ErrorEnvelope };
const staff = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope };
const answers = <T extends TSchema>(data: T) => ({ 200: SuccessEnvelope(data), ...staff });

export const myThreadSchema = { response: { 200: SuccessEnvelope(MyQuestionThread), ...team } };
export const askSchema = { body: AskQuestionBody, response: { 200: SuccessEnvelope(MyQuestionThread), ...team } };

export const inboxSchema = { querystring: AdminQuestionsQuery, response: answers(AdminQuestionPage) };
export const threadSchema = { params: QuestionIdParams, response: answers(AdminQuestionThread) };
export const answerSchema = { params: QuestionIdParams, body: AnswerQuestionBody, response: answers(AdminQuestionThread) };
export const faqDraftSchema = { params: QuestionMessageParams, response: answers(QuestionFaqDraft) };
/** 200 is the file's bytes, which Fastify sends without serializing. */
export const attachmentSchema = { params: QuestionAttachmentParams, querystring: AdminLinkQuery, response: { 200: Type.Unknown(), ...staff } };
