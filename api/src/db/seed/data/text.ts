import type { Localized } from '../../schema-content.js';

/** A text in the three languages, in column order: Traditional Chinese, Simplified Chinese, English. */
export type T3 = readonly [zhHk: string, zhCn: string, en: string];

/** Spreads a T3 into `<base>_zh_hk`, `<base>_zh_cn`, `<base>_en` columns. */
export function columns<B extends string>(base: B, [zhHk, zhCn, en]: T3): Localized<B> {
  return { [`${base}_zh_hk`]: zhHk, [`${base}_zh_cn`]: zhCn, [`${base}_en`]: en } as Localized<B>;
}

/** Joins lists of T3 item by item, with the punctuation each language uses. */
export function joinT3(items: readonly T3[], separators: T3 = ['、', '、', ', ']): T3 {
  return [0, 1, 2].map((i) => items.map((item) => item[i]).join(separators[i])) as unknown as T3;
}

/** Fills `{0}`-style slots of a T3 template with T3 values. */
export function fillT3(template: T3, ...values: T3[]): T3 {
  return template.map((text, i) =>
    text.replace(/\{(\d)\}/g, (whole, n: string) => values[Number(n)]?.[i] ?? whole),
  ) as unknown as T3;
}

/** Numbered placeholder names: `Sample Team 3`. */
export function numbered(label: T3, n: number): T3 {
  return [`${label[0]} ${n}`, `${label[1]} ${n}`, `${label[2]} ${n}`];
}
