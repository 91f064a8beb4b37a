import type { Language } from '@portal/contracts/languages';

// The display data's messages (issue 25 point 3): the refusals of PUT /api/admin/display/:collection and of
// `pnpm admin display import`, naming the collection, the item (from 1) and the field in the caller's language. A
// file of its own, spread into messages.ts beside the settings' messages.

type Messages = Record<string, Record<Language, string>>;

/** The collections, as the refusals name them. */
const collections = {
  displayCollectionBanners: { zhComplex: '橫幅', zhSimple: '横幅', en: 'Banners' },
  displayCollectionIntro: { zhComplex: '比賽簡介', zhSimple: '比赛简介', en: 'Introduction' },
  displayCollectionPrizes: { zhComplex: '獎項', zhSimple: '奖项', en: 'Prizes' },
  displayCollectionTopics: { zhComplex: '題目', zhSimple: '题目', en: 'Topics' },
  displayCollectionJudges: { zhComplex: '評審', zhSimple: '评审', en: 'Judges' },
  displayCollectionPartners: { zhComplex: '合作夥伴', zhSimple: '合作伙伴', en: 'Partners' },
  displayCollectionGalleries: { zhComplex: '相集', zhSimple: '相册', en: 'Galleries' },
  displayCollectionWinners: { zhComplex: '歷屆得獎者', zhSimple: '历届获奖者', en: 'Past winners' },
  displayCollectionLive: { zhComplex: '直播', zhSimple: '直播', en: 'Live stream' },
  displayCollectionTimeline: { zhComplex: '比賽時間表', zhSimple: '比赛时间表', en: 'Timeline' },
} as const satisfies Messages;

/** The items' fields (the names of @portal/contracts/display-collections), as the refusals name them. */
const fields = {
  displayFieldLanguage: { zhComplex: '語言', zhSimple: '语言', en: 'Language' },
  displayFieldGroup: { zhComplex: '組別', zhSimple: '组别', en: 'Group' },
  displayFieldMediaId: { zhComplex: '圖片', zhSimple: '图片', en: 'Image' },
  displayFieldLink: { zhComplex: '連結', zhSimple: '链接', en: 'Link' },
  displayFieldTitle: { zhComplex: '標題', zhSimple: '标题', en: 'Title' },
  displayFieldBody: { zhComplex: '內文', zhSimple: '正文', en: 'Text' },
  displayFieldGroup1Title: { zhComplex: '中學組標題', zhSimple: '中学组标题', en: 'Secondary-school title' },
  displayFieldGroup1Summary: { zhComplex: '中學組簡介', zhSimple: '中学组简介', en: 'Secondary-school summary' },
  displayFieldGroup2Title: { zhComplex: '大學組標題', zhSimple: '大学组标题', en: 'University title' },
  displayFieldGroup2Summary: { zhComplex: '大學組簡介', zhSimple: '大学组简介', en: 'University summary' },
  displayFieldRank: { zhComplex: '名次', zhSimple: '名次', en: 'Rank' },
  displayFieldAmountHkd: { zhComplex: '獎金（港幣）', zhSimple: '奖金（港币）', en: 'Amount (HKD)' },
  displayFieldCount: { zhComplex: '名額', zhSimple: '名额', en: 'Number awarded' },
  displayFieldExtras: { zhComplex: '附加獎勵', zhSimple: '附加奖励', en: 'Extras' },
  displayFieldKey: { zhComplex: '題目代碼', zhSimple: '题目代码', en: 'Topic key' },
  displayFieldSummary: { zhComplex: '簡介', zhSimple: '简介', en: 'Summary' },
  displayFieldName: { zhComplex: '名稱', zhSimple: '名称', en: 'Name' },
  displayFieldPhotoMediaId: { zhComplex: '相片', zhSimple: '照片', en: 'Photo' },
  displayFieldSample: { zhComplex: '示例標記', zhSimple: '示例标记', en: 'Sample flag' },
  displayFieldRole: { zhComplex: '角色', zhSimple: '角色', en: 'Role' },
  displayFieldLogoMediaId: { zhComplex: '標誌', zhSimple: '标志', en: 'Logo' },
  displayFieldUrl: { zhComplex: '網址', zhSimple: '网址', en: 'Address' },
  displayFieldContest: { zhComplex: '屆別', zhSimple: '届别', en: 'Contest' },
  displayFieldCaption: { zhComplex: '說明', zhSimple: '说明', en: 'Caption' },
  displayFieldAward: { zhComplex: '獎項', zhSimple: '奖项', en: 'Award' },
  displayFieldSchool: { zhComplex: '學校', zhSimple: '学校', en: 'School' },
  displayFieldTeamName: { zhComplex: '隊名', zhSimple: '队名', en: 'Team name' },
  displayFieldDate: { zhComplex: '日期', zhSimple: '日期', en: 'Date' },
  displayFieldMembers: { zhComplex: '隊員', zhSimple: '队员', en: 'Members' },
  displayFieldWorkTitle: { zhComplex: '作品名稱', zhSimple: '作品名称', en: 'Work title' },
  displayFieldShow: { zhComplex: '顯示', zhSimple: '显示', en: 'Show' },
  displayFieldSrc: { zhComplex: '直播網址', zhSimple: '直播网址', en: 'Stream address' },
  displayFieldFrom: { zhComplex: '開始日期', zhSimple: '开始日期', en: 'First day' },
  displayFieldTo: { zhComplex: '結束日期', zhSimple: '结束日期', en: 'Last day' },
  displayFieldOpenUntil: { zhComplex: '開放至', zhSimple: '开放至', en: 'Open until' },
  displayFieldStepKey: { zhComplex: '步驟代號', zhSimple: '步骤代号', en: 'Step key' },
  displayFieldNote: { zhComplex: '備註', zhSimple: '备注', en: 'Note' },
  displayFieldUnknown: { zhComplex: '欄位', zhSimple: '字段', en: 'Field' },
} as const satisfies Messages;

/** `{collection}`, `{n}` (the item, from 1), `{field}`; the `…In` ones name the `{language}` too. */
const problems = {
  displayRequired: { zhComplex: '{collection}第 {n} 項：請填寫{field}', zhSimple: '{collection}第 {n} 项：请填写{field}', en: '{collection}, item {n}: {field} is required' },
  displayRequiredIn: {
    zhComplex: '{collection}第 {n} 項：請填寫{field}（{language}）',
    zhSimple: '{collection}第 {n} 项：请填写{field}（{language}）',
    en: '{collection}, item {n}: {field} ({language}) is required',
  },
  displayTooLongIn: {
    zhComplex: '{collection}第 {n} 項：{field}（{language}）不可超過 {max} 個字',
    zhSimple: '{collection}第 {n} 项：{field}（{language}）不可超过 {max} 个字',
    en: '{collection}, item {n}: {field} ({language}) must be at most {max} characters',
  },
  displayTooLong: {
    zhComplex: '{collection}第 {n} 項：{field}不可超過 {max} 個字元',
    zhSimple: '{collection}第 {n} 项：{field}不可超过 {max} 个字符',
    en: '{collection}, item {n}: {field} must be at most {max} characters',
  },
  displayTextIn: {
    zhComplex: '{collection}第 {n} 項：{field}（{language}）含有不可用的字元',
    zhSimple: '{collection}第 {n} 项：{field}（{language}）含有不可用的字符',
    en: '{collection}, item {n}: {field} ({language}) holds characters that cannot be shown',
  },
  displayUrl: {
    zhComplex: '{collection}第 {n} 項：{field}必須是 https:// 開頭的網址',
    zhSimple: '{collection}第 {n} 项：{field}必须是 https:// 开头的网址',
    en: '{collection}, item {n}: {field} must be an https:// address',
  },
  displayUrlOrPath: {
    zhComplex: '{collection}第 {n} 項：{field}必須是 https:// 開頭的網址或本站路徑（/…）',
    zhSimple: '{collection}第 {n} 项：{field}必须是 https:// 开头的网址或本站路径（/…）',
    en: '{collection}, item {n}: {field} must be an https:// address or a path of this site (/…)',
  },
  displayDate: {
    zhComplex: '{collection}第 {n} 項：{field}必須是有效日期（yyyy-mm-dd）',
    zhSimple: '{collection}第 {n} 项：{field}必须是有效日期（yyyy-mm-dd）',
    en: '{collection}, item {n}: {field} must be a real date (yyyy-mm-dd)',
  },
  displayNumber: {
    zhComplex: '{collection}第 {n} 項：{field}必須是 {min} 至 {max} 的整數',
    zhSimple: '{collection}第 {n} 项：{field}必须是 {min} 至 {max} 的整数',
    en: '{collection}, item {n}: {field} must be a whole number from {min} to {max}',
  },
  displayOption: { zhComplex: '{collection}第 {n} 項：{field}不是可選的值', zhSimple: '{collection}第 {n} 项：{field}不是可选的值', en: '{collection}, item {n}: {field} is not one of the choices' },
  displayKey: {
    zhComplex: '{collection}第 {n} 項：{field}只可用小寫英文字母、數字及連字號，並以字母開頭',
    zhSimple: '{collection}第 {n} 项：{field}只可用小写英文字母、数字及连字符，并以字母开头',
    en: '{collection}, item {n}: {field} takes lowercase letters, digits and dashes, starting with a letter',
  },
  displayDuplicate: { zhComplex: '{collection}第 {n} 項：{field}與前面的項目重複', zhSimple: '{collection}第 {n} 项：{field}与前面的项目重复', en: '{collection}, item {n}: {field} repeats an earlier item' },
  displayType: { zhComplex: '{collection}第 {n} 項：{field}的格式不正確', zhSimple: '{collection}第 {n} 项：{field}的格式不正确', en: '{collection}, item {n}: {field} is not of the right form' },
  displayUnknownField: {
    zhComplex: '{collection}第 {n} 項：沒有「{name}」這個欄位',
    zhSimple: '{collection}第 {n} 项：没有“{name}”这个字段',
    en: '{collection}, item {n}: there is no field “{name}”',
  },
  displayCount: {
    zhComplex: '{collection}須有 {min} 至 {max} 項，現有 {count} 項',
    zhSimple: '{collection}须有 {min} 至 {max} 项，现有 {count} 项',
    en: '{collection} takes {min} to {max} items, not {count}',
  },
  displayMediaMissing: {
    zhComplex: '{collection}第 {n} 項：圖片 {ids} 已不在媒體庫中，未作任何更改',
    zhSimple: '{collection}第 {n} 项：图片 {ids} 已不在媒体库中，未作任何更改',
    en: '{collection}, item {n}: image {ids} is not in the media library; nothing changed',
  },
  displayTopicInUse: {
    zhComplex: '題目「{key}」已有隊伍選擇，不能刪除（可修改其標題）',
    zhSimple: '题目“{key}”已有队伍选择，不能删除（可修改其标题）',
    en: 'Teams chose the topic “{key}”: it cannot be removed (change its title instead)',
  },
  displayStale: {
    zhComplex: '其他人已更新此內容（版本 {version}），請重新載入後再修改',
    zhSimple: '其他人已更新此内容（版本 {version}），请重新加载后再修改',
    en: 'Someone saved this since you opened it (version {version}): reload it, then make your change',
  },
  timelineOrder: {
    zhComplex: '{collection}第 {n} 項：{field}早於開始日期',
    zhSimple: '{collection}第 {n} 项：{field}早于开始日期',
    en: '{collection}, item {n}: {field} is before the first day',
  },
  timelineStepWindow: {
    zhComplex: '{collection}第 {n} 項：步驟「{key}」決定比賽的開放時間，須有開始及結束日期（{field}）',
    zhSimple: '{collection}第 {n} 项：步骤“{key}”决定比赛的开放时间，须有开始及结束日期（{field}）',
    en: '{collection}, item {n}: step “{key}” opens a window of the contest: it needs its {field}',
  },
  timelineStepInUse: {
    zhComplex: '第 {group} 組的步驟「{key}」決定報名、提交或投票的時間，不能刪除或改名，未作任何更改',
    zhSimple: '第 {group} 组的步骤“{key}”决定报名、提交或投票的时间，不能删除或改名，未作任何更改',
    en: 'Group {group}’s step “{key}” opens registration, submission or voting: it cannot be removed or renamed; nothing changed',
  },
  timelineRetentionDuring: {
    zhComplex: '本屆的個人資料將於 {until} 起銷毀，但時間表在 {day} 仍有步驟進行：請把步驟提前，或先由管理員更改銷毀日期；未作任何更改',
    zhSimple: '本届的个人资料将于 {until} 起销毁，但时间表在 {day} 仍有步骤进行：请把步骤提前，或先由管理员更改销毁日期；未作任何更改',
    en: 'The season’s personal data is destroyed from {until}, but a step still runs on {day}: end the steps earlier, or have the destruction day changed first; nothing changed',
  },
  timelineRetentionLate: {
    zhComplex: '結果公佈後須於三個月內銷毀個人資料，銷毀日期 {until} 晚於此時間表容許的 {latest}：請把結果日期延後；未作任何更改',
    zhSimple: '结果公布后须于三个月内销毁个人资料，销毁日期 {until} 晚于此时间表容许的 {latest}：请把结果日期延后；未作任何更改',
    en: 'Personal data must be destroyed within three months of the results: the destruction day {until} is after {latest}, the latest this timeline allows; move the results later; nothing changed',
  },
  displayUnavailable: { zhComplex: '內容暫時無法顯示', zhSimple: '内容暂时无法显示', en: 'This content cannot be shown at the moment' },
  displayUnknownCollection: { zhComplex: '沒有這個展示內容', zhSimple: '没有这个展示内容', en: 'There is no such display content' },
} as const satisfies Messages;

export const displayMessages = { ...collections, ...fields, ...problems } as const satisfies Messages;
