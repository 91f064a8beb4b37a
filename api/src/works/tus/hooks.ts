import type { ServerOptions } from '@tus/server';
import { AppError } from '../../lib/app-error.js';
import { requireOpenStep } from '../eligibility.js';
import { requireCaller } from './caller.js';
import { isTusId, type TusRequest } from './constants.js';
import { loginRequired, refusing, tusErrorAnswer } from './errors.js';
import { finishWorkUpload, type FinishDeps } from './finish.js';
import { acceptedDeclaredType, declaredUpload, storedMetadata, uploadOwner } from './metadata.js';

// The tus hooks that make the generic server a works upload: who may create an upload and for which step, who
// may touch one afterwards, and what happens to a finished file. tus calls, for POST: maxSize (413 before any
// hook) → onIncomingRequest → onUploadCreate; for HEAD, PATCH, DELETE: onIncomingRequest with the upload id;
// after the last byte: onUploadFinish; for every error answer: onResponseError.

type Hooks = Required<Pick<ServerOptions, 'onIncomingRequest' | 'onUploadCreate' | 'onUploadFinish' | 'onResponseError'>>;

const notFound = (detail: string) => new AppError(404, 'notFound', { detail });

/** Signed in, or 401 before anything else is looked at. */
function signedIn(req: TusRequest): readonly number[] {
  const { viewers } = requireCaller(req);
  if (viewers.length === 0) throw loginRequired();
  return viewers;
}

export function workUploadHooks(deps: FinishDeps): Hooks {
  /**
   * An existing upload answers only its owner. Another user's upload answers 404, exactly like one that does
   * not exist, so upload ids of other teams cannot be probed.
   */
  async function requireOwner(req: TusRequest, id: string): Promise<void> {
    const viewers = signedIn(req);
    if (!isTusId(id)) throw notFound(`malformed tus id ${JSON.stringify(id.slice(0, 40))}`);
    const info = await deps.store.configstore.get(id);
    const owner = info && uploadOwner(info);
    if (owner === undefined || !viewers.includes(owner)) throw notFound('no such upload of the caller');
  }

  return {
    onIncomingRequest: (req, id) =>
      refusing(req, async () => {
        if (req.method !== 'POST') return requireOwner(req, id);
        signedIn(req);
        // creation-with-upload is not offered (see server.ts): a file finished in its creating POST would meet
        // tus reading the upload back after onUploadFinish has moved it away.
        if (req.headers.get('content-type') === 'application/offset+octet-stream') {
          throw new AppError(400, 'badRequest', { detail: 'data in the creating POST' });
        }
      }),

    onUploadCreate: (req, upload) =>
      refusing(req, async () => {
        // The token header's user when it has one (viewers list it first).
        const [owner] = signedIn(req);
        if (owner === undefined) throw loginRequired();
        const declared = declaredUpload(upload);
        const { group, step } = await requireOpenStep(deps.db, deps.season, owner, declared.step);
        acceptedDeclaredType(step, declared);
        if (upload.size === 0) throw new AppError(415, 'unsupportedFileType', { detail: 'empty file' });
        return { metadata: storedMetadata({ ...declared, step: step.step, owner, group }) };
      }),

    onUploadFinish: (req, upload) =>
      refusing(req, async () => {
        await finishWorkUpload(deps, upload, requireCaller(req).log);
        return {};
      }),

    onResponseError: (req, error) => tusErrorAnswer(req, error),
  };
}
