import type { Language } from '@portal/contracts/languages';

// The judge's desk's refusals (issue 27, api/src/judging/desk/): spread into staff-messages.ts. A refused save or
// submit changes nothing; the words say what the judge can do about it.

type Messages = Record<string, Record<Language, string>>;

export const judgingDeskMessages = {
  judgingEntryNotFound: { zhComplex: '找不到這份參賽作品', zhSimple: '找不到这份参赛作品', en: 'No such entry on your list' },
  judgingRoundNotFound: { zhComplex: '找不到這個評審環節', zhSimple: '找不到这个评审环节', en: 'No such judging round for you' },
  judgingFileNotFound: { zhComplex: '找不到這個檔案', zhSimple: '找不到这个文件', en: 'No such file' },
  judgingRoundNotOpen: {
    zhComplex: '這個評審環節現在不開放評分（{from} 至 {to}）',
    zhSimple: '这个评审环节现在不开放评分（{from} 至 {to}）',
    en: 'This round is not open for scoring now ({from} to {to})',
  },
  judgingSheetLocked: {
    zhComplex: '你已提交這個環節的評分表，不能再修改；如需更改，請聯絡主辦單位',
    zhSimple: '你已提交这个环节的评分表，不能再修改；如需更改，请联系主办单位',
    en: 'You have submitted this round\'s sheet; it is locked. Ask an organizer to reopen it',
  },
  judgingCriterionUnknown: {
    zhComplex: '評分準則「{criterion}」不在這個環節的評分表內',
    zhSimple: '评分准则「{criterion}」不在这个环节的评分表内',
    en: 'Criterion "{criterion}" is not on this round\'s rubric',
  },
  judgingScoreOutOfRange: {
    zhComplex: '「{criterion}」的分數須在 0 至 {max} 之間，最多兩位小數',
    zhSimple: '「{criterion}」的分数须在 0 至 {max} 之间，最多两位小数',
    en: 'The score for "{criterion}" must be from 0 to {max}, with at most two decimals',
  },
  judgingSheetIncomplete: {
    zhComplex: '尚有 {count} 份作品未完成評分，請先完成再提交',
    zhSimple: '尚有 {count} 份作品未完成评分，请先完成再提交',
    en: '{count} entries still miss a score: complete them before submitting',
  },
  judgingSheetEmpty: {
    zhComplex: '這個環節沒有分配給你的作品，無需提交',
    zhSimple: '这个环节没有分配给你的作品，无需提交',
    en: 'No entries of this round are assigned to you: there is nothing to submit',
  },
  judgingSchoolEmpty: { zhComplex: '請輸入學校名稱', zhSimple: '请输入学校名称', en: 'Please type the school\'s name' },
  judgingSheetSubmitted: { zhComplex: '評分表已提交', zhSimple: '评分表已提交', en: 'Sheet submitted' },
  judgingConflictDeclared: { zhComplex: '已申報利益衝突', zhSimple: '已申报利益冲突', en: 'Conflict of interest declared' },
} satisfies Messages;
