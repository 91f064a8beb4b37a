import type { Language } from '@portal/contracts/languages';

// The back office's messages for finalists, score sheets, winners and releases (issue 24, point 3). A file of their
// own, spread into staff-messages.ts, so the areas of the back office each keep theirs. The command line says the same
// refusals in its English (the features' own *Text functions); here they are for the back office, in three languages.

type Messages = Record<string, Record<Language, string>>;

const fields = {
  finalistFieldTeamName: { zhComplex: '隊伍名稱', zhSimple: '队伍名称', en: 'Team name' },
  finalistFieldSchool: { zhComplex: '學校', zhSimple: '学校', en: 'School' },
  finalistFieldWorkTitle: { zhComplex: '作品名稱', zhSimple: '作品名称', en: 'Work title' },
  // The languages' names, which any refusal naming a language uses (i18n/language-names.ts).
  languageNameZhComplex: { zhComplex: '繁體中文', zhSimple: '繁体中文', en: 'Traditional Chinese' },
  languageNameZhSimple: { zhComplex: '簡體中文', zhSimple: '简体中文', en: 'Simplified Chinese' },
  languageNameEn: { zhComplex: '英文', zhSimple: '英文', en: 'English' },
  finalistMediaRolePoster: { zhComplex: '海報', zhSimple: '海报', en: 'Poster' },
  finalistMediaRoleVideo: { zhComplex: '影片', zhSimple: '影片', en: 'Film' },
  finalistMediaWhatPoster: { zhComplex: 'JPEG、PNG 或 WebP 圖片', zhSimple: 'JPEG、PNG 或 WebP 图片', en: 'a JPEG, PNG or WebP image' },
  finalistMediaWhatVideo: { zhComplex: 'MP4 影片', zhSimple: 'MP4 影片', en: 'an MP4 film' },
} as const satisfies Messages;

const finalists = {
  finalistNotFound: { zhComplex: '找不到此入圍者', zhSimple: '找不到此入围者', en: 'No such finalist' },
  finalistTextRequired: {
    zhComplex: '請填寫{field}（{language}）',
    zhSimple: '请填写{field}（{language}）',
    en: '{field} ({language}) is required',
  },
  finalistTextTooLong: {
    zhComplex: '{field}（{language}）最多 {max} 個字',
    zhSimple: '{field}（{language}）最多 {max} 个字',
    en: '{field} ({language}) may have at most {max} characters',
  },
  finalistTextControl: {
    zhComplex: '{field}（{language}）只能是一行文字',
    zhSimple: '{field}（{language}）只能是一行文字',
    en: '{field} ({language}) must be one line of text',
  },
  finalistTextHtml: {
    zhComplex: '{field}（{language}）只能是純文字，不可包含 HTML',
    zhSimple: '{field}（{language}）只能是纯文本，不可包含 HTML',
    en: '{field} ({language}) must be plain text, without HTML',
  },
  finalistPositionRange: {
    zhComplex: '第 {group} 組的入圍者編號為 1 至 {max}',
    zhSimple: '第 {group} 组的入围者编号为 1 至 {max}',
    en: "Group {group}'s finalists are numbered 1 to {max}",
  },
  finalistPositionTaken: {
    zhComplex: '編號 {position} 已屬於入圍者 {finalistId}',
    zhSimple: '编号 {position} 已属于入围者 {finalistId}',
    en: 'Number {position} is already finalist {finalistId}’s',
  },
  finalistGroupFull: {
    zhComplex: '第 {group} 組已有 {max} 位入圍者，不能再新增',
    zhSimple: '第 {group} 组已有 {max} 位入围者，不能再新增',
    en: 'Group {group} already has its {max} finalists',
  },
  finalistInUseResults: {
    zhComplex: '此入圍者已列入 {count} 項已公布的結果，不能刪除',
    zhSimple: '此入围者已列入 {count} 项已公布的结果，不能删除',
    en: 'This finalist is in {count} published result(s): not removed',
  },
  finalistInUseScores: {
    zhComplex: '此入圍者已有 {count} 項評審評分，不能刪除',
    zhSimple: '此入围者已有 {count} 项评审评分，不能删除',
    en: 'This finalist has {count} jury score(s): not removed',
  },
  finalistInUseVotes: {
    zhComplex: '此入圍者已有 {count} 張公眾投票，不能刪除',
    zhSimple: '此入围者已有 {count} 张公众投票，不能删除',
    en: 'This finalist has {count} public vote(s): not removed',
  },
  finalistMediaNone: {
    zhComplex: '請上載海報、影片或兩者',
    zhSimple: '请上传海报、影片或两者',
    en: 'Send a poster, a film or both',
  },
  finalistMediaPart: {
    zhComplex: '只接受名為 poster 及 video 的檔案，各一個',
    zhSimple: '只接受名为 poster 及 video 的文件，各一个',
    en: 'Send at most one file named poster and one named video, nothing else',
  },
  finalistMediaTooLarge: {
    zhComplex: '{role}不能超過 {limit}，未作任何更改',
    zhSimple: '{role}不能超过 {limit}，未作任何更改',
    en: '{role}: the file must not exceed {limit}; nothing changed',
  },
  finalistMediaEmpty: {
    zhComplex: '{role}是空檔案，未作任何更改',
    zhSimple: '{role}是空文件，未作任何更改',
    en: '{role}: the file is empty; nothing changed',
  },
  finalistMediaNotType: {
    zhComplex: '按檔案內容判斷，{role}不是{what}（不論檔名），未作任何更改',
    zhSimple: '按文件内容判断，{role}不是{what}（不论文件名），未作任何更改',
    en: '{role}: not {what}, judged by its content whatever its name says; nothing changed',
  },
  finalistMediaWrongType: {
    zhComplex: '{role}的內容是 {found}，不是{what}，未作任何更改',
    zhSimple: '{role}的内容是 {found}，不是{what}，未作任何更改',
    en: '{role}: its content is {found}, not {what}; nothing changed',
  },
  finalistLinkNoRegistration: {
    zhComplex: '找不到報名 {registrationId}',
    zhSimple: '找不到报名 {registrationId}',
    en: 'No registration {registrationId}',
  },
  finalistLinkOtherGroup: {
    zhComplex: '入圍者 {finalistId} 屬第 {finalistGroup} 組，報名 {registrationId} 屬第 {registrationGroup} 組：未連結',
    zhSimple: '入围者 {finalistId} 属第 {finalistGroup} 组，报名 {registrationId} 属第 {registrationGroup} 组：未关联',
    en: 'Finalist {finalistId} is in group {finalistGroup} but registration {registrationId} is in group {registrationGroup}: not linked',
  },
  finalistLinkOtherSeason: {
    zhComplex: '報名 {registrationId} 屬 {season} 屆，不是本屆：未連結',
    zhSimple: '报名 {registrationId} 属 {season} 届，不是本届：未关联',
    en: 'Registration {registrationId} is of season {season}, not of the current season: not linked',
  },
  finalistLinkNotPassed: {
    zhComplex: '報名 {registrationId} 未通過審核：只有通過審核的隊伍可成為入圍者，未連結',
    zhSimple: '报名 {registrationId} 未通过审核：只有通过审核的队伍可成为入围者，未关联',
    en: 'Registration {registrationId} has not passed review: only a team that passed can be a finalist; not linked',
  },
  finalistLinkTaken: {
    zhComplex: '報名 {registrationId} 已連結至入圍者 {finalistId}：未連結',
    zhSimple: '报名 {registrationId} 已关联至入围者 {finalistId}：未关联',
    en: 'Registration {registrationId} is already finalist {finalistId}’s: not linked',
  },
} as const satisfies Messages;

const scores = {
  scoreSheetRefused: {
    zhComplex: '評分表有 {count} 個問題，未匯入任何分數',
    zhSimple: '评分表有 {count} 个问题，未导入任何分数',
    en: 'Nothing imported: the score sheet has {count} problem(s)',
  },
  scoreSheetMissing: {
    zhComplex: '請以 CSV 檔案傳送評分表',
    zhSimple: '请以 CSV 文件发送评分表',
    en: 'Send the score sheet as a CSV file',
  },
  scoreSheetEncoding: {
    zhComplex: '評分表必須是 UTF-8 編碼的文字檔',
    zhSimple: '评分表必须是 UTF-8 编码的文本文件',
    en: 'The score sheet must be UTF-8 text',
  },
  sheetUnreadable: { zhComplex: '不是可讀取的 CSV 檔案（{detail}）', zhSimple: '不是可读取的 CSV 文件（{detail}）', en: 'not a readable CSV file ({detail})' },
  sheetHeader: {
    zhComplex: '首行必須是 {columns}（現為：{found}）',
    zhSimple: '首行必须是 {columns}（现为：{found}）',
    en: 'the header must be {columns} (found: {found})',
  },
  sheetFieldCount: { zhComplex: '應有 {expected} 欄，現有 {found} 欄', zhSimple: '应有 {expected} 栏，现有 {found} 栏', en: 'expected {expected} fields, found {found}' },
  sheetJudge: { zhComplex: '評審須為 1 至 100 個字的名稱或代號', zhSimple: '评审须为 1 至 100 个字的名称或代号', en: 'must be a name or code of 1 to 100 characters' },
  sheetFinalist: {
    zhComplex: '「{value}」不是第 {group} 組的入圍者（入圍者：{finalists}）',
    zhSimple: '“{value}”不是第 {group} 组的入围者（入围者：{finalists}）',
    en: '"{value}" is not a finalist of group {group} (finalists: {finalists})',
  },
  sheetCriterion: {
    zhComplex: '「{value}」不是第 {group} 組的評分準則（{criteria}）',
    zhSimple: '“{value}”不是第 {group} 组的评分准则（{criteria}）',
    en: '"{value}" is not a criterion of group {group} ({criteria})',
  },
  sheetNotNumber: {
    zhComplex: '「{value}」不是分數（最多兩位小數）',
    zhSimple: '“{value}”不是分数（最多两位小数）',
    en: '"{value}" is not a number of points (at most two decimals)',
  },
  sheetOutOfRange: { zhComplex: '{value} 超出 {criterion} 的 0–{max} 分', zhSimple: '{value} 超出 {criterion} 的 0–{max} 分', en: '{value} is outside 0–{max} for {criterion}' },
  sheetRepeat: {
    zhComplex: '評審 {judge} 已在第 {earlier} 行為入圍者 {finalistId} 的 {criterion} 評分',
    zhSimple: '评审 {judge} 已在第 {earlier} 行为入围者 {finalistId} 的 {criterion} 评分',
    en: 'judge {judge} already scored finalist {finalistId} on {criterion} on line {earlier}',
  },
  sheetEmpty: { zhComplex: '檔案沒有任何分數', zhSimple: '文件没有任何分数', en: 'the file has no scores' },
  sheetMissingCell: {
    zhComplex: '評審 {judge} 沒有為入圍者 {finalistId} 的 {criterion} 評分',
    zhSimple: '评审 {judge} 没有为入围者 {finalistId} 的 {criterion} 评分',
    en: 'judge {judge} has no score for finalist {finalistId} on {criterion}',
  },
  scoringNoFinalists: { zhComplex: '第 {group} 組還沒有入圍者', zhSimple: '第 {group} 组还没有入围者', en: 'Group {group} has no finalists yet' },
  scoringNoScores: {
    zhComplex: '第 {group} 組還沒有評審分數：請先匯入評分表',
    zhSimple: '第 {group} 组还没有评审分数：请先导入评分表',
    en: 'No jury scores for group {group} yet: import the score sheet first',
  },
  scoringIncomplete: {
    zhComplex: '第 {group} 組的評分表不完整：欠 {count} 個分數，例如（評審／入圍者／準則）{cells}',
    zhSimple: '第 {group} 组的评分表不完整：欠 {count} 个分数，例如（评审／入围者／准则）{cells}',
    en: 'The score sheet of group {group} is incomplete: {count} score(s) missing, such as (judge / finalist / criterion) {cells}',
  },
  scoringVoteOpen: {
    zhComplex: '公眾投票尚未結束：投票結束後才可公佈短片組結果',
    zhSimple: '公众投票尚未结束：投票结束后才可公布短片组结果',
    en: 'The public vote is not over yet: films can be published once voting has closed',
  },
  scoringNoPrizes: { zhComplex: '獎項表是空的：請先載入初始資料', zhSimple: '奖项表是空的：请先载入初始数据', en: 'The prizes table is empty: seed the content first' },
  scoringDigestChanged: {
    zhComplex: '結果表在審閱後已改變（現為 {digest}，審閱的是 {expected}）：未公佈，請重新計算並審閱',
    zhSimple: '结果表在审阅后已改变（现为 {digest}，审阅的是 {expected}）：未公布，请重新计算并审阅',
    en: 'The table changed since it was reviewed (it is now {digest}, the reviewed one was {expected}): nothing published; compute and review it again',
  },
  scoringMissingRow: {
    zhComplex: '找不到入圍者 {finalistId} 或其獎項，未公佈',
    zhSimple: '找不到入围者 {finalistId} 或其奖项，未公布',
    en: 'Finalist {finalistId} or its prize is missing: nothing published',
  },
} as const satisfies Messages;

const releases = {
  releaseUnknownRemote: { zhComplex: '沒有名為 {remote} 的模組', zhSimple: '没有名为 {remote} 的模块', en: 'No remote named {remote}' },
  releaseNoStable: {
    zhComplex: '{remote} 還沒有穩定版本：請先發佈一個版本',
    zhSimple: '{remote} 还没有稳定版本：请先发布一个版本',
    en: '{remote} has no stable version: publish one first',
  },
  releaseAlreadyStable: {
    zhComplex: '{remote}@{version} 已經是穩定版本',
    zhSimple: '{remote}@{version} 已经是稳定版本',
    en: '{remote}@{version} is already the stable version',
  },
  releaseWindowOrder: { zhComplex: '時段的開始必須早於結束', zhSimple: '时段的开始必须早于结束', en: 'The window must start before it ends' },
  releaseWindowOver: {
    zhComplex: '時段在伺服器時間（{now}）之前已結束：不會提供給任何人',
    zhSimple: '时段在服务器时间（{now}）之前已结束：不会提供给任何人',
    en: "The window ends before the server's clock ({now}): nothing would be served",
  },
  releaseNothingToRollBack: {
    zhComplex: '無可回退：{remote} 沒有候選版本，也沒有上一個穩定版本',
    zhSimple: '无可回退：{remote} 没有候选版本，也没有上一个稳定版本',
    en: 'Nothing to roll back to: {remote} serves no candidate and has no previous stable version',
  },
  releaseNotPublished: {
    zhComplex: '{remote}@{version} 未發佈（已發佈：{published}）',
    zhSimple: '{remote}@{version} 未发布（已发布：{published}）',
    en: '{remote}@{version} is not published (published: {published})',
  },
  releaseNonePublished: {
    zhComplex: '{remote}@{version} 未發佈：{remote} 還沒有任何已發佈的版本（在伺服器以 pnpm release publish 發佈）',
    zhSimple: '{remote}@{version} 未发布：{remote} 还没有任何已发布的版本（在服务器以 pnpm release publish 发布）',
    en: '{remote}@{version} is not published: no version of {remote} is published yet (pnpm release publish, on the server)',
  },
  releaseConflict: {
    zhComplex: '{remote} 的發佈狀態剛被更改（其他發佈經理或健康檢查）：請重新載入後再試',
    zhSimple: '{remote} 的发布状态刚被更改（其他发布经理或健康检查）：请重新载入后再试',
    en: 'The release state of {remote} changed meanwhile (another release manager or the health gate): reload and try again',
  },
  releaseBadInstant: {
    zhComplex: '{field} 必須是含時區的 ISO 時間，例如 2024-02-10T10:00:00+08:00',
    zhSimple: '{field} 必须是含时区的 ISO 时间，例如 2024-02-10T10:00:00+08:00',
    en: '{field} must be an ISO instant with a time zone, like 2024-02-10T10:00:00+08:00',
  },
} as const satisfies Messages;

export const staffResultsMessages = { ...fields, ...finalists, ...scores, ...releases } as const;
