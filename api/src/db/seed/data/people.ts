import type { ContestGroup, FinalistTable, JudgeTable, WinnerTable } from '../../schema-content.js';
import { secondCompetition, secondaryContest, universityContest } from './names.js';
import { columns, fillT3, numbered, type T3 } from './text.js';

// Judges, finalists and winners: the spec gives counts and dates but no names, so every row
// is a sample (sample = 1) with a name nobody could mistake for a real one.

export const judgePhoto = '/media/judges/placeholder.svg';

export const judgeRows: Omit<JudgeTable, 'id'>[] = Array.from({ length: 6 }, (_, i) => ({
  position: i + 1,
  photo: judgePhoto,
  photo_media_id: null,
  sample: 1,
  ...columns('name', numbered(['示例評審', '示例评审', 'Sample Judge'], i + 1)),
  ...columns('title', ['職銜待公佈（示例）', '职衔待公布（示例）', 'Title to be announced (sample)']),
}));

interface FinalistLabels {
  team: T3;
  school: T3;
  work: T3;
}

const finalistLabels: Record<ContestGroup, FinalistLabels> = {
  secondary: {
    team: ['示例隊伍', '示例队伍', 'Sample Team'],
    school: ['示例中學', '示例中学', 'Sample Secondary School'],
    work: ['示例短片', '示例短片', 'Sample Film'],
  },
  university: {
    team: ['示例大學隊伍', '示例大学队伍', 'Sample University Team'],
    school: ['示例大學', '示例大学', 'Sample University'],
    work: ['示例商業計劃書', '示例商业计划书', 'Sample Business Plan'],
  },
};

function finalists(group: ContestGroup, count: number): Omit<FinalistTable, 'id'>[] {
  const labels = finalistLabels[group];
  return Array.from({ length: count }, (_, i) => ({
    contest_group: group,
    position: i + 1,
    sample: 1,
    ...columns('team_name', numbered(labels.team, i + 1)),
    ...columns('school', numbered(labels.school, i + 1)),
    ...columns('work_title', numbered(labels.work, i + 1)),
  }));
}

/** SPEC §9: 15 finalist films, 10 university finalist teams. */
export const finalistRows = [...finalists('secondary', 15), ...finalists('university', 10)];

const awards: T3[] = [
  ['冠軍', '冠军', 'Champion'],
  ['亞軍', '亚军', 'Second place'],
  ['季軍', '季军', 'Third place'],
];

const contestName = (contest: T3): T3 => fillT3(['{0}・{1}', '{0}・{1}', '{0} – {1}'], secondCompetition, contest);

const member: T3 = ['示例學生', '示例学生', 'Sample Student'];

/** SPEC §4 result dates: films 2024-04-01, university 2024-04-20. */
function winners(group: ContestGroup, contest: T3, date: string): Omit<WinnerTable, 'id'>[] {
  const labels = finalistLabels[group];
  return awards.map((award, i) => {
    // Teams of 2 to 4 (SPEC §5): vary the size so layouts are tried with each.
    const names = Array.from({ length: 2 + i }, (_, m) => numbered(member, i * 4 + m + 1));
    return {
      contest_group: group,
      position: i + 1,
      award_date: date,
      sample: 1,
      ...columns('contest', contestName(contest)),
      ...columns('award', award),
      ...columns('school', numbered(labels.school, i + 1)),
      ...columns('team_name', numbered(labels.team, i + 1)),
      ...columns('members', [0, 1, 2].map((l) => JSON.stringify(names.map((n) => n[l]))) as unknown as T3),
      ...columns('work_title', numbered(labels.work, i + 1)),
    };
  });
}

export const winnerRows = [
  ...winners('secondary', secondaryContest, '2024-04-01'),
  ...winners('university', universityContest, '2024-04-20'),
];

/** A sample finalist's placeholder poster (16:9, the film's frame), generated into api/public/media like the others. */
export const finalistPosters = finalistRows.map((row) => ({
  group: row.contest_group,
  position: row.position,
  title: row.work_title_en,
  poster: `/media/posters/${row.contest_group}-${String(row.position).padStart(2, '0')}.svg`,
}));
