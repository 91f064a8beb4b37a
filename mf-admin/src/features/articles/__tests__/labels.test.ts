// Tests may read the contract's values (the pages keep plain copies: they take no schema code).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { ARTICLE_STATES, REVISION_KINDS } from '@portal/contracts/admin-articles';
import { articlesTranslations } from '../../../i18n/articles-texts';
import { CATEGORIES, KINDS, STATES } from '../labels';

test('the pages name every state, revision kind and category the contract has, in the three languages', () => {
  expect(STATES).toEqual(ARTICLE_STATES);
  expect(KINDS).toEqual(REVISION_KINDS);
  for (const texts of Object.values(articlesTranslations)) {
    for (const state of STATES) expect(texts[`articles.stateName.${state}`]).toBeTruthy();
    for (const kind of KINDS) expect(texts[`articles.kind.${kind}`]).toBeTruthy();
    for (const cid of CATEGORIES) expect(texts[`articles.category.${cid}`]).toBeTruthy();
  }
});
