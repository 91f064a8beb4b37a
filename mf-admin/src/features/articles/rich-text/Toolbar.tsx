import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../../i18n/translations';
import * as styles from './editor.module.css';

interface Tool {
  /** Its text key (`articles.tool.<key>`) and the glyph it shows. */
  key: string;
  glyph: string;
  /** ProseMirror's name for the key chord (Mod = Ctrl, or ⌘ on a Mac), for aria-keyshortcuts and the tooltip. */
  shortcut?: string;
  /** Whether it is on where the cursor is (aria-pressed); tools without a state are plain buttons. */
  active?: (editor: Editor) => boolean;
  can?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: readonly Tool[] = [
  { key: 'bold', glyph: 'B', shortcut: 'Mod+B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', glyph: 'I', shortcut: 'Mod+I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'strike', glyph: 'S', shortcut: 'Mod+Shift+S', active: (e) => e.isActive('strike'), run: (e) => e.chain().focus().toggleStrike().run() },
  { key: 'heading2', glyph: 'H2', shortcut: 'Mod+Alt+2', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'heading3', glyph: 'H3', shortcut: 'Mod+Alt+3', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: 'bulletList', glyph: '•', shortcut: 'Mod+Shift+8', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'orderedList', glyph: '1.', shortcut: 'Mod+Shift+7', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'blockquote', glyph: '❝', shortcut: 'Mod+Shift+B', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { key: 'horizontalRule', glyph: '―', run: (e) => e.chain().focus().setHorizontalRule().run() },
  { key: 'hardBreak', glyph: '↵', shortcut: 'Shift+Enter', run: (e) => e.chain().focus().setHardBreak().run() },
  { key: 'undo', glyph: '↶', shortcut: 'Mod+Z', can: (e) => e.can().undo(), run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', glyph: '↷', shortcut: 'Mod+Shift+Z', can: (e) => e.can().redo(), run: (e) => e.chain().focus().redo().run() },
];

/** Line icons where no plain character reads well (an emoji needs a font the machine may not have). */
const icon = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
    {children}
  </svg>
);
const LINK_ICON = icon(
  <>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </>,
);
const IMAGE_ICON = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="M21 15l-5-5L5 21" />
  </>,
);

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** `Mod+Shift+S` as ARIA names keys (`Control+Shift+S`, `Meta+…` on a Mac) and as people read them (`Ctrl+Shift+S`, `⌘+…`). */
function shortcutNames(shortcut: string): { aria: string; shown: string } {
  const mac = isMac();
  return {
    aria: shortcut.replace('Mod', mac ? 'Meta' : 'Control'),
    shown: shortcut.replace('Mod', mac ? '⌘' : 'Ctrl'),
  };
}

interface ToolbarProps {
  editor: Editor;
  /** The toolbar's name (which language's body it formats). */
  label: string;
  /** The id of the editable area it formats. */
  controls: string;
  disabled: boolean;
  onLink: () => void;
  /** Opens the media library's picker. */
  onImage: () => void;
  /** The page's note on images (they come from the media library, with its alt texts). */
  imageNoteId: string;
}

/**
 * The formatting buttons of one body: a toolbar (one tab stop; the arrow keys, Home and End move between its buttons),
 * each button named, with its shortcut, and pressed where its format is on. Insert image opens the media library.
 */
export function Toolbar({ editor, label, controls, disabled, onLink, onImage, imageNoteId }: ToolbarProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: TOOLS.map((tool) => tool.active?.(current) ?? false),
      enabled: TOOLS.map((tool) => tool.can?.(current) ?? true),
      link: current.isActive('link'),
    }),
  });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focused, setFocused] = useState(0);
  const count = TOOLS.length + 2;

  const move = (event: KeyboardEvent) => {
    const steps: Record<string, (index: number) => number> = {
      ArrowRight: (index) => (index + 1) % count,
      ArrowLeft: (index) => (index - 1 + count) % count,
      Home: () => 0,
      End: () => count - 1,
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(focused);
    setFocused(next);
    buttons.current[next]?.focus();
  };

  const button = (
    index: number,
    name: string,
    glyph: ReactNode,
    options: { shortcut?: string; pressed?: boolean; enabled?: boolean; describedBy?: string; onClick: () => void },
  ) => {
    const keys = options.shortcut ? shortcutNames(options.shortcut) : null;
    // A tool that cannot be used here stays focusable (aria-disabled), so the toolbar's one tab stop is never lost on it.
    const unavailable = options.enabled === false;
    return (
      <button
        key={name}
        ref={(element) => {
          buttons.current[index] = element;
        }}
        type="button"
        className={styles.tool}
        tabIndex={index === focused ? 0 : -1}
        aria-label={t(`articles.tool.${name}`)}
        aria-pressed={options.pressed}
        aria-keyshortcuts={keys?.aria}
        aria-controls={controls}
        title={keys ? `${t(`articles.tool.${name}`)} (${keys.shown})` : t(`articles.tool.${name}`)}
        aria-disabled={unavailable || undefined}
        aria-describedby={options.describedBy}
        disabled={disabled}
        onFocus={() => setFocused(index)}
        onClick={unavailable ? undefined : options.onClick}
      >
        <span aria-hidden="true" className={styles[`glyph_${name}`]}>
          {glyph}
        </span>
      </button>
    );
  };

  return (
    <div role="toolbar" aria-label={label} aria-controls={controls} className={styles.toolbar} onKeyDown={move}>
      {TOOLS.map((tool, index) =>
        button(index, tool.key, tool.glyph, {
          shortcut: tool.shortcut,
          pressed: tool.active ? state.active[index] : undefined,
          enabled: state.enabled[index],
          onClick: () => tool.run(editor),
        }),
      )}
      {button(TOOLS.length, 'link', LINK_ICON, { shortcut: 'Mod+K', pressed: state.link, onClick: onLink })}
      {button(TOOLS.length + 1, 'image', IMAGE_ICON, { describedBy: imageNoteId, onClick: onImage })}
    </div>
  );
}
