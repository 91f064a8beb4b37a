import { blankItem, collectionProblem, itemsOf, valuesOf, type DisplayTexts } from '../collection-values';

// The generic form's values for every kind of field: what the form holds (texts) and what the server takes back.
const texts: DisplayTexts = { where: (issue) => `${issue.index + 1}:${issue.field}${issue.language ? `.${issue.language}` : ''}`, problem: (problem, { field }) => `${field} ${problem}` };
const text = (value: string) => ({ zhComplex: value, zhSimple: value, en: value });

test('a select of numbers, an image and a link go back as the contract has them', () => {
  const banner = { language: 'en', group: 2, mediaId: 7, link: '' };
  const values = valuesOf('banners', [banner]);
  expect(values.items[0]).toEqual({ language: 'en', group: '2', mediaId: 7, link: '' });
  expect(itemsOf('banners', values)).toEqual([banner]);
  // A new slide starts on the first option of each select, without an image: the rules ask for one.
  expect(blankItem('banners')).toEqual({ language: 'zhComplex', group: '1', mediaId: null, link: '' });
  expect(collectionProblem('banners', { items: [blankItem('banners')] }, texts)).toEqual({ field: 'items.0.mediaId', text: '1:mediaId required' });
});

test('a whole number is typed as text: empty is none, anything else than digits is refused by the rules', () => {
  const prize = { group: 1, rank: 'champion', title: text('Champion'), amountHkd: 5000, count: 1, extras: text('') };
  const values = valuesOf('prizes', [prize]);
  expect(values.items[0]).toMatchObject({ amountHkd: '5000', count: '1' });
  values.items[0]!.amountHkd = ' ';
  expect(itemsOf('prizes', values)[0]).toMatchObject({ amountHkd: null });
  values.items[0]!.count = '2.5';
  expect(collectionProblem('prizes', values, texts)).toEqual({ field: 'items.0.count', text: '1:count number' });
});

test('texts are trimmed, a checkbox is a boolean, and the rules name the language of a text', () => {
  const values = valuesOf('live', [{ show: true, src: '', title: text('') }]);
  expect(values.items[0]).toMatchObject({ show: true, src: '' });
  // Shown without an address: the server's cross-field rule, checked here first.
  expect(collectionProblem('live', values, texts)).toEqual({ field: 'items.0.src', text: '1:src required' });
  values.items[0]!.src = ' https://live.example.org/final ';
  values.items[0]!.title = { zhComplex: ' 決賽 ', zhSimple: '', en: 'Final' };
  expect(collectionProblem('live', values, texts)).toBeNull();
  expect(itemsOf('live', values)).toEqual([{ show: true, src: 'https://live.example.org/final', title: { zhComplex: '決賽', zhSimple: '', en: 'Final' } }]);
  const intro = valuesOf('intro', [{ title: text('T'), body: text('B'), group1Title: text(''), group1Summary: text('S'), group2Title: text('T2'), group2Summary: text('S2') }]);
  expect(collectionProblem('intro', intro, texts)).toEqual({ field: 'items.0.group1Title.zhComplex', text: '1:group1Title.zhComplex required' });
});
