import type { TimelineEntryTable } from '../../schema.js';

// The two schedules of SPEC.md §4, in the spec's row order. "to X" has only an end date,
// "from X" only a start date, a single day has both equal; loose dates go into the note.
type Row = [title: [zhHk: string, zhCn: string, en: string], start: string | null, end: string | null, note?: [string, string, string]];

const secondary: Row[] = [
  [['報名', '报名', 'Registration'], '2023-08-15', '2023-10-31'],
  [['資格審核', '资格审核', 'Qualification review'], null, '2023-11-05'],
  [['提交影片', '提交影片', 'Video submission'], '2023-11-01', '2023-12-01'],
  [['初賽', '初赛', 'First round'], '2023-11-05', '2023-12-05'],
  [['評審團評審', '评审团评审', 'Jury evaluation'], '2023-12-05', '2024-02-01'],
  [['公佈十五強', '公布十五强', 'Top 15 announced'], '2024-02-01', '2024-02-01'],
  [['公眾投票', '公众投票', 'Public voting'], '2024-02-01', '2024-03-01'],
  [['公佈得獎名單', '公布获奖名单', 'Winners announced'], '2024-04-01', '2024-04-01'],
  [['頒獎典禮', '颁奖典礼', 'Award ceremony'], null, null, ['待定', '待定', 'To be decided']],
  [['沙漠考察', '沙漠考察', 'Desert field trip'], null, null, ['六月下旬', '六月下旬', 'Late June']],
];

const university: Row[] = [
  [['宣講會', '宣讲会', 'Presentations'], '2023-10-03', '2023-10-13'],
  [['報名', '报名', 'Registration'], '2023-08-15', null],
  [['提交初步方案', '提交初步方案', 'Preliminary submission'], '2023-11-20', '2023-12-31'],
  [['初步篩選', '初步筛选', 'First screening'], null, '2024-01-05'],
  [['評審', '评审', 'Judging'], '2024-01-05', '2024-02-08'],
  [['公佈十強', '公布十强', 'Top 10 announced'], '2024-02-09', '2024-02-09'],
  [['專家培訓', '专家培训', 'Expert training'], '2024-02-20', '2024-03-28'],
  [['提交最終方案', '提交最终方案', 'Final proposal'], '2024-04-02', '2024-04-02'],
  [['提交簡報', '提交简报', 'Slides'], '2024-04-07', '2024-04-07'],
  [
    ['決賽評審日', '决赛评审日', 'Judging day'],
    '2024-04-06',
    '2024-04-13',
    ['現場評審：2024年4月11日', '现场评审：2024年4月11日', 'On-site judging: 11 April 2024'],
  ],
  [['公佈得獎名單', '公布获奖名单', 'Winners announced'], '2024-04-20', '2024-04-20'],
];

function toEntries(group: TimelineEntryTable['contest_group'], rows: Row[]): TimelineEntryTable[] {
  return rows.map(([[zhHk, zhCn, en], start, end, note], index) => ({
    contest_group: group,
    step: index + 1,
    title_zh_hk: zhHk,
    title_zh_cn: zhCn,
    title_en: en,
    start_date: start,
    end_date: end,
    date_note_zh_hk: note?.[0] ?? null,
    date_note_zh_cn: note?.[1] ?? null,
    date_note_en: note?.[2] ?? null,
  }));
}

export const timelineEntries: TimelineEntryTable[] = [
  ...toEntries('secondary', secondary),
  ...toEntries('university', university),
];
