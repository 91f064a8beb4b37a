import type { ReactElement } from 'react';
import type { Language } from '@portal/contracts/languages';
import type { MessageKind, MessageParams } from '../kinds.js';

/** One kind's template: its words in the three languages live in its own file, beside this. */
export interface KindTemplate<K extends MessageKind> {
  subject(params: MessageParams[K], lang: Language): string;
  /** The line an inbox shows beside the subject. */
  preview(params: MessageParams[K], lang: Language): string;
  Body(props: { params: MessageParams[K]; lang: Language }): ReactElement;
  /** The SMS text, short; kinds without one are never sent by SMS. */
  sms?(params: MessageParams[K], lang: Language): string;
  /** Written in the three languages at once (the staff invitation). */
  everyLanguage?: boolean;
}

export type Words<T> = Record<Language, T>;
