import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor, type JSONContent } from '@tiptap/react';
import type { MediaItem } from '@portal/contracts/admin-media';
import type { RichTextDocument } from '@portal/contracts/rich-text';
import { cspNonce } from '@portal/shared/config';
import type { ArticleLanguage } from '../labels';
import { articleExtensions } from './extensions';
import { imageNodeOf } from './image-node';
import { normalizeDocument } from './normalize';
import { Toolbar } from './Toolbar';
import * as styles from './editor.module.css';

// The link dialog and its dialog library (Radix, 13 KB gzip) load the first time a link is made, not with the editor.
const LinkDialog = lazy(() => import('./LinkDialog'));
// The library's picker (its grid and dialog) loads when an image is first inserted.
const MediaPicker = lazy(async () => ({ default: (await import('../../media/MediaPicker')).MediaPicker }));

export interface RichTextEditorProps {
  /** The editable area's id (the toolbar controls it). */
  id: string;
  /** The id of its visible label, and of its hint. */
  labelId: string;
  describedBy?: string;
  /** The toolbar's name (which language's body it formats). */
  toolbarLabel: string;
  /** The language it is written in (BCP 47, the `lang` of the editable area: spelling, fonts, screen readers). */
  lang: string;
  /** The same language as the document names it: an inserted image takes the library's alt text in it. */
  language: ArticleLanguage;
  /** The stored body it starts from; a new one is shown by mounting a new editor (a `key`), not by this changing. */
  initial: RichTextDocument;
  /** Every change, as the stored subset (./normalize.ts). */
  onChange: (document: RichTextDocument) => void;
  /** The language shows the Traditional Chinese text: its body is kept but cannot be edited. */
  disabled: boolean;
  imageNoteId: string;
}

/**
 * One language's body: TipTap 3 with the article subset's schema (./extensions.ts), its toolbar and link dialog. This
 * module and TipTap are their own chunk, loaded by the article page only (docs/adr/0034).
 */
export default function RichTextEditor({ id, labelId, describedBy, toolbarLabel, lang, language, initial, onChange, disabled, imageNoteId }: RichTextEditorProps) {
  const [linking, setLinking] = useState(false);
  const [picking, setPicking] = useState(false);
  const changed = useRef(onChange);
  const disabledNow = useRef(disabled);
  useEffect(() => {
    changed.current = onChange;
    disabledNow.current = disabled;
  });
  // Made once: useEditor sets new options on the editor whenever it is given other objects than before.
  const [options] = useState(() => ({
    extensions: articleExtensions({ onLinkShortcut: () => setLinking(true) }),
    content: initial as JSONContent,
    editable: !disabled,
    // The page's CSP admits a <style> with its nonce only: TipTap's few base rules carry it (docs/adr/0022).
    injectNonce: cspNonce(),
    editorProps: {
      // A function: read again when the editor becomes editable or not (the fallback checkbox).
      attributes: () => ({
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(disabledNow.current ? { 'aria-disabled': 'true' } : {}),
        lang,
        class: styles.prose,
      }),
    },
    onUpdate: ({ editor: current }: { editor: { getJSON: () => JSONContent } }) => changed.current(normalizeDocument(current.getJSON())),
  }));
  const editor = useEditor(options);

  useEffect(() => {
    // No update event: turning the fallback on or off is not a change of the body.
    if (editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const insertImage = (item: MediaItem) => {
    setPicking(false);
    editor.chain().focus().insertContent(imageNodeOf(item, language)).run();
  };

  return (
    <div className={styles.editor} data-disabled={disabled || undefined}>
      <Toolbar editor={editor} label={toolbarLabel} controls={id} disabled={disabled} onLink={() => setLinking(true)} onImage={() => setPicking(true)} imageNoteId={imageNoteId} />
      <EditorContent editor={editor} />
      {linking && (
        <Suspense fallback={null}>
          <LinkDialog editor={editor} onClose={() => setLinking(false)} />
        </Suspense>
      )}
      {picking && (
        <Suspense fallback={null}>
          <MediaPicker open onChoose={insertImage} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </div>
  );
}
