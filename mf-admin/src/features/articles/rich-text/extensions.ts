import { Extension, Node, type Extensions } from '@tiptap/core';
import { Blockquote } from '@tiptap/extension-blockquote';
import { ListItem } from '@tiptap/extension-list';
import { StarterKit } from '@tiptap/starter-kit';
import { isSafeHref } from '@portal/contracts/rich-text-rules';

// The editor's schema is the stored subset (@portal/contracts/rich-text), so what the editor lets an editor make is what
// the server stores: paragraphs, headings 2–3, lists whose items hold paragraphs, quotes of paragraphs, bold, italic,
// strike, links the rules accept, rules and hard breaks. No code, code block, underline or h1: a paste of them becomes
// text. ./normalize.ts still reads the editor's JSON before it is sent (it carries default attributes the subset does not).

/** A list item holds paragraphs only (TipTap's holds any block, nested lists too). */
const ParagraphListItem = ListItem.extend({ content: 'paragraph+' });
/** A quote holds paragraphs only. */
const ParagraphBlockquote = Blockquote.extend({ content: 'paragraph+' });

/**
 * An image of the media library, as stored: kept as it is through an edit (an atom the editor neither parses from a
 * paste of any other image nor lets anyone change but by deleting it). Inserting one comes with the media library.
 */
const MediaImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes() {
    const plain = (name: string) => ({ default: null, parseHTML: (element: HTMLElement) => element.getAttribute(name) });
    const number = (name: string) => ({ default: null, parseHTML: (element: HTMLElement) => Number(element.getAttribute(name)) || null });
    return {
      mediaId: { default: null, parseHTML: (element: HTMLElement) => Number(element.dataset.mediaId) || null, renderHTML: (attrs: Record<string, unknown>) => ({ 'data-media-id': attrs.mediaId }) },
      src: plain('src'),
      srcset: plain('srcset'),
      alt: plain('alt'),
      width: number('width'),
      height: number('height'),
    };
  },
  // Only an image this editor drew (cut and pasted inside it) is read back; ./normalize.ts keeps /media/ images only.
  parseHTML: () => [{ tag: 'img[data-media-id]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', HTMLAttributes],
});

export interface ArticleExtensionOptions {
  /** Mod-K: the link dialog (the page's own, which says why an address is refused). */
  onLinkShortcut?: () => void;
}

/** The article body's extensions: the editor's, and the normalizer test's (its real output). */
export function articleExtensions({ onLinkShortcut }: ArticleExtensionOptions = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      underline: false,
      listItem: false,
      blockquote: false,
      link: {
        // Editing, a click places the caret: the dialog (Mod-K, the toolbar) opens the address.
        openOnClick: false,
        defaultProtocol: 'https',
        // The same rule as the server's and the public renderer's, for typed, pasted and autolinked addresses.
        isAllowedUri: (url) => isSafeHref(url),
        shouldAutoLink: (url) => isSafeHref(url),
      },
    }),
    ParagraphListItem,
    ParagraphBlockquote,
    MediaImage,
    Extension.create({
      name: 'articleShortcuts',
      addKeyboardShortcuts: () => ({
        'Mod-k': () => {
          onLinkShortcut?.();
          return onLinkShortcut !== undefined;
        },
      }),
    }),
  ];
}
