import { describe, expect, it } from '@jest/globals';
import { Value } from 'typebox/value';
import {
  DISPLAY_COLLECTIONS,
  DISPLAY_COLLECTION_TABLE,
  displayItemIssues,
  displayItemSchema,
  displayParagraphs,
  displayMediaOwner,
  type DisplayCollection,
  type DisplayItem,
} from '../src/admin-display.js';
import { isMediaOwner } from '../src/media-rules.js';

// The display collections (issue 25 point 3): one table of fields from which the server builds each item's schema and
// the back office its form; one rule set both run.

const t3 = (text: string) => ({ zhComplex: `${text}（繁）`, zhSimple: `${text}（简）`, en: text });

/** One valid item of every collection, typed by the descriptors: a field added to the table without one here fails to compile. */
const VALID_ITEMS: { [C in DisplayCollection]: DisplayItem<C> } = {
  banners: { language: 'en', group: 1, mediaId: 1, link: '' },
  intro: { title: t3('About'), body: t3('One.\n\nTwo.'), group1Title: t3('Films'), group1Summary: t3('A film.'), group2Title: t3('Plans'), group2Summary: t3('A plan.') },
  prizes: { group: 2, rank: 'champion', title: t3('Champion'), amountHkd: 100000, count: 1, extras: t3('') },
  topics: { group: 1, key: 'water-1', title: t3('Water'), summary: t3('Saving water.') },
  judges: { name: t3('Judge'), title: t3('Professor'), photoMediaId: null, sample: false },
  partners: { role: 'supporter', name: t3('Partner'), logoMediaId: 2, url: 'https://partner.example.org', sample: false },
  galleries: { contest: 1, mediaId: 3, caption: t3('Dunes') },
  winners: { contest: t3('First'), group: 1, award: t3('Champion'), school: t3('School'), teamName: t3('Team'), date: '2024-04-01', members: t3('A\nB'), workTitle: t3('Film'), sample: true },
  live: { show: true, src: 'https://live.example.org/embed', title: t3('Live') },
  timeline: { group: 1, key: 'videoSubmission', title: t3('Films'), from: '2023-11-01', to: '2023-12-01', openUntil: '', note: t3('') },
};

describe('display collections', () => {
  it('builds each item schema from the descriptors, and a valid item passes schema and rules', () => {
    for (const collection of DISPLAY_COLLECTIONS) {
      const item = VALID_ITEMS[collection];
      expect([collection, Value.Check(displayItemSchema(collection), item)]).toEqual([collection, true]);
      expect(displayItemIssues(collection, [item] as never)).toEqual([]);
      const names = DISPLAY_COLLECTION_TABLE[collection].fields.map((field) => field.name).sort();
      expect(Object.keys(item).sort()).toEqual(names);
    }
  });

  it('refuses a missing language, an unknown field and a wrong type by the schema', () => {
    const { en: _en, ...twoLanguages } = t3('Judge');
    expect(Value.Check(displayItemSchema('judges'), { ...VALID_ITEMS.judges, name: twoLanguages })).toBe(false);
    expect(Value.Check(displayItemSchema('judges'), { ...VALID_ITEMS.judges, extra: 1 })).toBe(false);
    expect(Value.Check(displayItemSchema('prizes'), { ...VALID_ITEMS.prizes, count: '1' })).toBe(false);
    expect(Value.Check(displayItemSchema('banners'), { ...VALID_ITEMS.banners, group: 3 })).toBe(false);
  });

  it('names the item, field and language of every problem by the rules', () => {
    const judges: DisplayItem<'judges'>[] = [VALID_ITEMS.judges, { ...VALID_ITEMS.judges, name: { ...t3('x'), en: ' ' } }];
    expect(displayItemIssues('judges', judges)).toEqual([{ index: 1, field: 'name', language: 'en', problem: 'required' }]);
    expect(displayItemIssues('partners', [{ ...VALID_ITEMS.partners, url: 'javascript:alert(1)' }])).toEqual([{ index: 0, field: 'url', problem: 'url' }]);
    expect(displayItemIssues('banners', [{ ...VALID_ITEMS.banners, link: '//evil.example.org' }])).toEqual([{ index: 0, field: 'link', problem: 'url' }]);
    expect(displayItemIssues('banners', [{ ...VALID_ITEMS.banners, link: '/background' }])).toEqual([]);
    expect(displayItemIssues('winners', [{ ...VALID_ITEMS.winners, date: '2024-02-30' }])).toEqual([{ index: 0, field: 'date', problem: 'date' }]);
    expect(displayItemIssues('prizes', [{ ...VALID_ITEMS.prizes, count: 0 }])).toEqual([{ index: 0, field: 'count', problem: 'number' }]);
    expect(displayItemIssues('topics', [VALID_ITEMS.topics, { ...VALID_ITEMS.topics, key: 'water-1' }])).toEqual([{ index: 1, field: 'key', problem: 'duplicate' }]);
    expect(displayItemIssues('topics', [{ ...VALID_ITEMS.topics, key: 'Water 1' }])).toEqual([{ index: 0, field: 'key', problem: 'key' }]);
    expect(displayItemIssues('live', [{ ...VALID_ITEMS.live, src: '' }])).toEqual([{ index: 0, field: 'src', problem: 'required' }]);
    expect(displayItemIssues('live', [{ ...VALID_ITEMS.live, show: false, src: '' }])).toEqual([]);
    const step = VALID_ITEMS.timeline;
    expect(displayItemIssues('timeline', [step, { ...step, group: 2 }])).toEqual([]);
    expect(displayItemIssues('timeline', [step, { ...step, title: t3('Again') }])).toEqual([{ index: 1, field: 'key', problem: 'duplicate' }]);
    expect(displayItemIssues('timeline', [{ ...step, key: 'video-submission' }])).toEqual([{ index: 0, field: 'key', problem: 'key' }]);
    expect(displayItemIssues('timeline', [{ ...step, to: '2023-13-01' }])).toEqual([{ index: 0, field: 'to', problem: 'date' }]);
    expect(displayItemIssues('judges', [{ ...VALID_ITEMS.judges, title: t3('a\nb') }])[0]).toEqual({ index: 0, field: 'title', language: 'zhComplex', problem: 'text' });
  });

  it('parts paragraphs at blank lines', () => {
    expect(displayParagraphs(' One\nline two\n\n \nThree ')).toEqual(['One\nline two', 'Three']);
  });

  it('takes display:<collection> as a media owner', () => {
    for (const collection of DISPLAY_COLLECTIONS) expect(isMediaOwner(displayMediaOwner(collection))).toBe(true);
    expect(isMediaOwner('a:b')).toBe(false);
  });
});
