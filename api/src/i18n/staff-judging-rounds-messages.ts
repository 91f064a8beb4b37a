// The organizer's judging rounds (issue 27): refusals of assigning and reopening, in the three languages.

export const staffJudgingRoundsMessages = {
  judgingRoundUnknown: {
    zhComplex: '第 {group} 組沒有「{round}」評審輪次',
    zhSimple: '第 {group} 组没有「{round}」评审轮次',
    en: 'Group {group} has no judging round "{round}"',
  },
  judgingNoJudges: {
    zhComplex: '此評審輪次沒有可用的評判（請先邀請評判或在賽季檔案中設定評審小組）',
    zhSimple: '此评审轮次没有可用的评判（请先邀请评判或在赛季文件中设定评审小组）',
    en: 'This round has no judges yet (invite judges, or name its panels in the season file)',
  },
  judgingNoPanels: {
    zhComplex: '此評審輪次沒有評審小組，請改為按評判分配',
    zhSimple: '此评审轮次没有评审小组，请改为按评判分配',
    en: 'This round has no panels: assign over judges instead',
  },
  judgingPerEntryMissing: {
    zhComplex: '平均分配時請指明每件作品由多少位評判評分',
    zhSimple: '平均分配时请指明每件作品由多少位评判评分',
    en: 'Spreading needs the number of judges per entry',
  },
  judgingPerEntryTooLarge: {
    zhComplex: '每件作品 {perEntry} 位多於可用的 {units} 位（組）',
    zhSimple: '每件作品 {perEntry} 位多于可用的 {units} 位（组）',
    en: '{perEntry} per entry is more than the {units} available',
  },
  judgingJudgeUnknown: {
    zhComplex: '此評審輪次沒有這位評判',
    zhSimple: '此评审轮次没有这位评判',
    en: 'This round has no such judge',
  },
  judgingSheetNotSubmitted: {
    zhComplex: '這位評判的評分表尚未提交，無需重新開放',
    zhSimple: '这位评判的评分表尚未提交，无需重新开放',
    en: "This judge's sheet is not submitted: there is nothing to reopen",
  },
  judgingReasonRequired: {
    zhComplex: '請說明重新開放評分表的原因',
    zhSimple: '请说明重新开放评分表的原因',
    en: 'Please give the reason for reopening the sheet',
  },
} as const;
