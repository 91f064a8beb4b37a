import type { DisplayText } from '@portal/contracts/display-collections';

// A display item's text per language and the table's three columns (`title_zh_hk`, `title_zh_cn`, `title_en`).

type Columns<B extends string> = Record<`${B}_zh_hk` | `${B}_zh_cn` | `${B}_en`, string>;

export function toColumns<B extends string>(base: B, text: DisplayText): Columns<B> {
  return { [`${base}_zh_hk`]: text.zhComplex, [`${base}_zh_cn`]: text.zhSimple, [`${base}_en`]: text.en } as Columns<B>;
}

export function fromColumns<B extends string>(row: Columns<B>, base: B): DisplayText {
  return { zhComplex: row[`${base}_zh_hk`], zhSimple: row[`${base}_zh_cn`], en: row[`${base}_en`] };
}

/** A text whose stored form is a JSON array per language (winners' members), as the form edits it: one per line. */
export function linesFromColumns<B extends string>(row: Columns<B>, base: B): DisplayText {
  const text = fromColumns(row, base);
  const lines = (json: string) => {
    try {
      const parsed: unknown = JSON.parse(json);
      return Array.isArray(parsed) ? parsed.filter((line): line is string => typeof line === 'string').join('\n') : '';
    } catch {
      return '';
    }
  };
  return { zhComplex: lines(text.zhComplex), zhSimple: lines(text.zhSimple), en: lines(text.en) };
}
