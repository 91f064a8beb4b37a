import type { ContestGroup } from '../../schema-content.js';
import type { T3 } from './text.js';

// The topics of both groups, SPEC §3. Summaries say only what the spec says of each track.
export interface TopicSeed {
  group: ContestGroup;
  key: string;
  title: T3;
  summary: T3;
}

const film = (zhHk: string, zhCn: string, en: string): T3 => [
  `以「${zhHk}」為題，拍攝一段 1.5 分鐘的 MP4 短片。`,
  `以“${zhCn}”为题，拍摄一段 1.5 分钟的 MP4 短片。`,
  `A 1.5-minute MP4 film on ${en}.`,
];

const plan = (zhHk: string, zhCn: string, en: string): T3 => [
  `以「${zhHk}」為題，撰寫商業計劃書（PDF）並作簡報。`,
  `以“${zhCn}”为题，撰写商业计划书（PDF）并作简报。`,
  `A business plan (PDF proposal and presentation) on ${en}.`,
];

const secondary: [string, T3, T3][] = [
  ['energy-climate', ['能源與氣候變化', '能源与气候变化', 'Energy & Climate Change'], film('能源與氣候變化', '能源与气候变化', 'energy and climate change')],
  [
    'air-quality',
    ['大氣污染與空氣質素', '大气污染与空气质量', 'Atmospheric Pollution & Air Quality'],
    film('大氣污染與空氣質素', '大气污染与空气质量', 'atmospheric pollution and air quality'),
  ],
  ['water', ['水資源與保育', '水资源与保育', 'Water Resources & Conservation'], film('水資源與保育', '水资源与保育', 'water resources and conservation')],
  [
    'biodiversity',
    ['生物多樣性與自然保育', '生物多样性与自然保育', 'Biodiversity & Nature Conservation'],
    film('生物多樣性與自然保育', '生物多样性与自然保育', 'biodiversity and nature conservation'),
  ],
];

const university: [string, T3, T3][] = [
  [
    'zero-carbon-new-town',
    ['零碳新城設計', '零碳新城设计', 'Zero Carbon New Town Design'],
    plan('零碳沙漠城市設計方案', '零碳沙漠城市设计方案', 'a zero-carbon desert city design plan'),
  ],
  ['desert-ecotourism', ['沙漠生態旅遊業務', '沙漠生态旅游业务', 'Desert Ecotourism Business'], plan('沙漠生態旅遊業務', '沙漠生态旅游业务', 'a desert ecotourism business')],
  [
    'desert-energy-water',
    ['沙漠能源與水資源的可持續利用', '沙漠能源与水资源的可持续利用', 'Sustainable Utilization of Desert Energy and Water Resources'],
    plan('沙漠能源與水資源的可持續利用', '沙漠能源与水资源的可持续利用', 'the sustainable use of desert energy and water resources'),
  ],
  [
    'desert-ecosystem',
    ['沙漠生態系統保育與修復', '沙漠生态系统保育与修复', 'Desert Ecosystem Conservation and Restoration'],
    plan('沙漠生態系統保育與修復', '沙漠生态系统保育与修复', 'desert ecosystem conservation and restoration'),
  ],
];

const toSeeds = (group: ContestGroup, rows: [string, T3, T3][]): TopicSeed[] =>
  rows.map(([key, title, summary]) => ({ group, key, title, summary }));

export const secondaryTopics = toSeeds('secondary', secondary);
export const universityTopics = toSeeds('university', university);
export const topicSeeds: TopicSeed[] = [...secondaryTopics, ...universityTopics];
