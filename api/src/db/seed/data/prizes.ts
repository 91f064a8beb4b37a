import type { PrizeTable } from '../../schema-content.js';
import { desertVisit } from './names.js';
import { columns, type T3 } from './text.js';

// SPEC §9 prizes. The spec gives 7 university merit awards at HKD 5000 and notes that other
// texts say 12: we seed 7 and say so in the extras, rather than silently pick one.
type Row = [rank: PrizeTable['prize_rank'], title: T3, amountHkd: number | null, count: number, extras: T3];

const champion: T3 = ['冠軍', '冠军', 'Champion'];
const second: T3 = ['亞軍', '亚军', 'Second place'];
const third: T3 = ['季軍', '季军', 'Third place'];
const merit: T3 = ['優異獎', '优异奖', 'Merit award'];

const secondary: Row[] = [
  ['champion', champion, 5000, 1, desertVisit],
  ['second', second, 2000, 1, desertVisit],
  ['third', third, 1000, 1, desertVisit],
  ['merit', merit, null, 12, desertVisit],
  ['mostActiveSchool', ['最積極參與學校獎', '最积极参与学校奖', 'Most active school award'], null, 1, desertVisit],
];

const university: Row[] = [
  ['champion', champion, 100_000, 1, desertVisit],
  ['second', second, 50_000, 1, desertVisit],
  ['third', third, 30_000, 1, desertVisit],
  [
    'merit',
    merit,
    5000,
    7,
    [
      '部分比賽文件列明優異獎為 12 名。',
      '部分比赛文件列明优异奖为 12 名。',
      'Other contest texts say 12 merit awards.',
    ],
  ],
];

function toRows(group: PrizeTable['contest_group'], rows: Row[]): PrizeTable[] {
  return rows.map(([rank, title, amountHkd, count, extras], index) => ({
    contest_group: group,
    position: index + 1,
    prize_rank: rank,
    amount_hkd: amountHkd,
    award_count: count,
    ...columns('title', title),
    ...columns('extras', extras),
  }));
}

export const prizeRows: PrizeTable[] = [...toRows('secondary', secondary), ...toRows('university', university)];
