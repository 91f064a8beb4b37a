import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { enter } from './form';

// Filling the work form as a team does, by its labels (Traditional Chinese, the default language).

/**
 * A picked file, as jsdom's own File: tus-js-client's browser build sends it through jsdom's XMLHttpRequest.
 * A fixed lastModified keeps its tus fingerprint the same when it is "picked again" after a reload.
 */
export function workFile(name = 'dune.mp4', bytes = 4096, type = 'video/mp4'): File {
  return new File([new Uint8Array(bytes).fill(7)], name, { type, lastModified: 1_700_000_000_000 });
}

export const SUBMIT = '上傳並提交作品';

/** Title, statement and file; the topic stays the registered one the form preselects. */
export async function fillWork(user: UserEvent, file: File | null, { title = '沙漠裡的一滴水', tick = true } = {}) {
  await enter(user, screen.getByLabelText('作品名稱'), title);
  if (tick) await user.click(screen.getByRole('checkbox', { name: '本隊已閱讀並同意參賽聲明' }));
  if (file) await user.upload(screen.getByLabelText('作品文件'), file);
}

export const submitWork = (user: UserEvent, name = SUBMIT) => user.click(screen.getByRole('button', { name }));
