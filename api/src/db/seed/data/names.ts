import type { T3 } from './text.js';

// Names the seed texts repeat, all from SPEC.md. The spec names neither the award nor the
// foundation: these are descriptions (an international desert sustainability award run by a
// charitable foundation in Hong Kong), not invented proper names.

export const award: T3 = ['國際沙漠可持續發展大獎', '国际沙漠可持续发展大奖', 'International Desert Sustainability Award'];
export const foundation: T3 = ['香港一間慈善基金會', '香港一家慈善基金会', 'a charitable foundation in Hong Kong'];

export const secondaryContest: T3 = ['中學短片比賽', '中学短片比赛', 'Secondary School Short Film Contest'];
export const universityContest: T3 = ['大學商業計劃書比賽', '大学商业计划书比赛', 'University Business Plan Contest'];

export const firstCompetition: T3 = ['第一屆比賽', '第一届比赛', 'First competition'];
export const secondCompetition: T3 = ['第二屆比賽', '第二届比赛', 'Second competition'];

export const desertVisit: T3 = ['沙漠考察之旅', '沙漠考察之旅', 'A desert visit'];

/** SPEC §4 process order. */
export const processOrder: readonly T3[] = [
  ['報名', '报名', 'registration'],
  ['資格審核', '资格审核', 'qualification check'],
  ['提交作品', '提交作品', 'work submission'],
  ['初步篩選', '初步筛选', 'first screening'],
  ['評審', '评审', 'judging'],
  ['公佈入圍名單（短片十五強或大學十強）', '公布入围名单（短片十五强或大学十强）', 'finalists announced (top 15 films or top 10 university teams)'],
  ['公眾投票（短片）', '公众投票（短片）', 'public voting (films)'],
  ['專家培訓（大學）', '专家培训（大学）', 'expert training (university)'],
  ['提交最終作品', '提交最终作品', 'final submission'],
  ['決賽評審日', '决赛评审日', 'judging day'],
  ['公佈得獎名單', '公布获奖名单', 'winners announced'],
  ['頒獎典禮', '颁奖典礼', 'award ceremony'],
  ['沙漠考察', '沙漠考察', 'desert trip'],
];

export const sampleNotice: T3 = [
  '此為示例內容，正式內容公佈後將會更新。',
  '此为示例内容，正式内容公布后将会更新。',
  'This is sample content; it will be replaced when the real content is published.',
];
