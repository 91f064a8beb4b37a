import type { Language } from '@portal/contracts/languages';

// The back office's messages for a judging round's compute and shortlist (issue 27 points 6–7), spread into
// staff-messages.ts. The command line says the same refusals in English (judging/results-refusals.ts).

type Messages = Record<string, Record<Language, string>>;

export const staffJudgingResultsMessages = {
  judgingNoEntries: { zhComplex: '輪次 {round} 還沒有作品：請先分配', zhSimple: '轮次 {round} 还没有作品：请先分配', en: 'Round {round} has no entries yet: assign it first' },
  judgingTooFewScores: {
    zhComplex: '以下作品的評分少於 {minScores} 份：{entries}',
    zhSimple: '以下作品的评分少于 {minScores} 份：{entries}',
    en: 'Fewer than {minScores} scores for entries {entries}',
  },
  judgingPartial: {
    zhComplex: '有評審只評了作品的部分準則：{cells}',
    zhSimple: '有评审只评了作品的部分准则：{cells}',
    en: 'A judge scored an entry on some criteria only: {cells}',
  },
  judgingSheetChanged: {
    zhComplex: '評分表在提交後已被改動（評審 {judges}）：與提交時的雜湊不符',
    zhSimple: '评分表在提交后已被改动（评审 {judges}）：与提交时的哈希不符',
    en: 'A sheet changed after submission (judges {judges}): it no longer matches its hash',
  },
  judgingNotScreening: { zhComplex: '輪次 {round} 不是初選，沒有入圍名單', zhSimple: '轮次 {round} 不是初选，没有入围名单', en: 'Round {round} is not a screening round: it has no shortlist' },
  judgingNotReady: {
    zhComplex: '輪次 {round} 仍在進行，尚有 {pending} 份評分表未提交',
    zhSimple: '轮次 {round} 仍在进行，尚有 {pending} 份评分表未提交',
    en: 'Round {round} is still open and {pending} assigned sheet(s) are not submitted',
  },
  judgingTieUnresolved: {
    zhComplex: '作品 {tied} 在入圍線上同分：請選出剛好 {size} 件作品（包括線上所有作品）',
    zhSimple: '作品 {tied} 在入围线上同分：请选出刚好 {size} 件作品（包括线上所有作品）',
    en: 'Entries {tied} are tied across the cut: choose exactly {size} entries, all those above the tie included',
  },
  judgingEntriesInvalid: {
    zhComplex: '所選作品須剛好 {size} 件，包括線上所有作品，其餘只可來自同分者',
    zhSimple: '所选作品须刚好 {size} 件，包括线上所有作品，其余只可来自同分者',
    en: 'Choose exactly {size} entries: all those above the tie, and only tied ones besides',
  },
  judgingStatusConflict: {
    zhComplex: '作品 {works} 已有相反的決定：請先改回「審閱中」',
    zhSimple: '作品 {works} 已有相反的决定：请先改回“审阅中”',
    en: 'Works {works} already have the other decision: move them back to under review first',
  },
} as const satisfies Messages;
