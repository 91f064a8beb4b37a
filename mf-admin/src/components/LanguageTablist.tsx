import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface LanguageTablistProps<L extends string> {
  languages: readonly L[];
  selected: L;
  onSelect: (language: L) => void;
  /** The ids' prefix: each tab is `<prefix>-tab-<language>` and controls the panel `<prefix>-panel-<language>`. */
  idPrefix: string;
  label: string;
  className: string;
  tabClassName: string;
  /** A tab's content: the language's name and any note. */
  children: (language: L) => ReactNode;
}

/**
 * The three languages as tabs (an editor on a tablet): one tab in the focus order, the arrow keys, Home and End move
 * between them (WAI-ARIA tabs, selection follows focus). The panels are the caller's.
 */
export function LanguageTablist<L extends string>({ languages, selected, onSelect, idPrefix, label, className, tabClassName, children }: LanguageTablistProps<L>) {
  const tabRefs = useRef<Partial<Record<L, HTMLButtonElement | null>>>({});
  const onKey = (event: KeyboardEvent) => {
    const index = languages.indexOf(selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: languages.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const language = languages[(next + languages.length) % languages.length]!;
    onSelect(language);
    tabRefs.current[language]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKey}>
      {languages.map((language) => (
        <button
          key={language}
          ref={(element) => {
            tabRefs.current[language] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${language}`}
          aria-selected={selected === language}
          aria-controls={`${idPrefix}-panel-${language}`}
          tabIndex={selected === language ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(language)}
        >
          {children(language)}
        </button>
      ))}
    </div>
  );
}
