import { about, wd } from './about.js';
import { background } from './background.js';
import { faq } from './faq.js';
import { highlights } from './highlights.js';
import { news } from './news.js';
import { rules } from './rules.js';
import type { ArticleSeed } from './types.js';

export type { ArticleSeed };

/** Every seeded article, in the order each list shows them (see ArticleSeed.date). */
export const articleSeeds: ArticleSeed[] = [...news, ...faq, about, background, ...rules, ...highlights, wd];
