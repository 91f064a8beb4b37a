import { layerB, uploadFiles, type RequestOptions } from '@portal/shared/api';
import { UPLOAD_TYPE, type AskQuestionBody, type MyQuestionThread } from '@portal/shared/contracts';
import { useRemoteData, type RemoteData } from '@portal/shared/data';

// The team's question thread (GET /api/question/thread, POST /api/question/add), and its files, uploaded first through
// POST /upload/image where the server checks them by their content (images as type 1, PDF as documents, type 3).

export function getMyQuestions(options?: RequestOptions): Promise<MyQuestionThread> {
  return layerB.get('/question/thread', undefined, options);
}

/** The server's msg ("question sent") shows as a toast; the answer is the thread as it now stands. */
export function askQuestion(body: AskQuestionBody, options?: RequestOptions): Promise<MyQuestionThread> {
  return layerB.post('/question/add', body, options);
}

/** Each file in its own upload, so an image and a PDF can go in one message; answers their private addresses. */
export async function uploadQuestionFiles(files: readonly File[]): Promise<string[]> {
  const uris: string[] = [];
  for (const file of files) {
    const type = file.type.startsWith('image/') ? UPLOAD_TYPE.image : UPLOAD_TYPE.document;
    uris.push((await uploadFiles(file, type)).uri);
  }
  return uris;
}

export function useMyQuestions(): RemoteData<MyQuestionThread> {
  return useRemoteData(({ options }) => getMyQuestions(options), []);
}
