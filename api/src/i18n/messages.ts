import type { Language } from '@portal/contracts/languages';
import type { UserMessageKey } from '@portal/contracts/messages';
import { contentMessages } from './content-messages.js';
import { mediaMessages } from './media-messages.js';
import { commentMessages } from './comment-messages.js';
import { settingsMessages } from './settings-messages.js';
import { displayMessages } from './display-messages.js';
import { broadcastMessages } from './broadcast-messages.js';
import { questionMessages } from './question-messages.js';
import { staffMessages } from './staff-messages.js';
import { recoveryMessages } from './recovery-messages.js';
import { voteContactMessages } from './vote-contact-messages.js';
import { voteChallengeMessages } from './vote-challenge-messages.js';

// The messages only the API sends to users, in the three languages clients ask for; the ones the pages say too (SPEC
// §8) are the shared catalogue's (@portal/contracts/messages), never repeated here. `{name}` placeholders are filled
// by `translate`.
// The site's one language type; the API converts other spellings only where they cross its edges (headers, stored
// values, per-language columns: ./edges.ts).
export { DEFAULT_LANGUAGE as defaultLanguage, LANGUAGES as languages, type Language } from '@portal/contracts/languages';

export const messages = {
  invalidParams: {
    zhComplex: '參數無效：{field}',
    zhSimple: '参数无效：{field}',
    en: 'Invalid parameters: {field}',
  },
  notFound: {
    zhComplex: '找不到請求的內容',
    zhSimple: '找不到请求的内容',
    en: 'Not found',
  },
  badRequest: {
    zhComplex: '請求格式不正確',
    zhSimple: '请求格式不正确',
    en: 'Malformed request',
  },
  forbidden: {
    zhComplex: '沒有權限存取此內容',
    zhSimple: '没有权限访问此内容',
    en: 'Access denied',
  },
  payloadTooLarge: {
    zhComplex: '提交的內容過大',
    zhSimple: '提交的内容过大',
    en: 'Request body too large',
  },
  unsupportedMediaType: {
    zhComplex: '不支援的內容類型',
    zhSimple: '不支持的内容类型',
    en: 'Unsupported content type',
  },
  serverBusy: {
    zhComplex: '伺服器繁忙，請稍後再試',
    zhSimple: '服务器繁忙，请稍后再试',
    en: 'Server busy, please try again later',
  },
  serviceUnavailable: {
    zhComplex: '服務暫時無法使用，請稍後再試',
    zhSimple: '服务暂时不可用，请稍后再试',
    en: 'Service temporarily unavailable, please try again later',
  },
  articleNotFound: {
    zhComplex: '找不到該文章',
    zhSimple: '找不到该文章',
    en: 'Article not found',
  },
  // Same wording as the front end's own check (shared/src/ui/messages.ts enterComment).
  commentTooLong: {
    zhComplex: '評論不可超過 {max} 個字',
    zhSimple: '评论不能超过 {max} 个字',
    en: 'A comment can have at most {max} characters',
  },
  tooManyComments: {
    zhComplex: '評論太頻繁，請於 {seconds} 秒後再試',
    zhSimple: '评论过于频繁，请于 {seconds} 秒后再试',
    en: 'You are commenting too often, please try again in {seconds} s',
  },
  // Registration slice (issue 9). Wording follows SPEC §8 where it gives one.
  registrationNotYetOpen: {
    zhComplex: '報名尚未開始（{from} 開始）',
    zhSimple: '报名尚未开始（{from} 开始）',
    en: 'Registration is not open yet (it opens on {from})',
  },
  universityFull: {
    zhComplex: '大學組報名已滿（上限 {cap} 隊）',
    zhSimple: '大学组报名已满（上限 {cap} 队）',
    en: 'University registration is full (limit {cap} teams)',
  },
  oneCaptain: {
    zhComplex: '請完善隊員資料：每隊須有且只有一名隊長',
    zhSimple: '请完善队员信息：每队须有且只有一名队长',
    en: 'Please complete the player information: a team has exactly one captain',
  },
  topicInvalid: {
    zhComplex: '請選擇該組別的題目',
    zhSimple: '请选择该组别的题目',
    en: "Please choose one of the group's topics",
  },
  memberTaken: {
    zhComplex: '第 {n} 位隊員（{who}）已在另一份報名中，每人只可參加一隊',
    zhSimple: '第 {n} 位队员（{who}）已在另一份报名中，每人只能参加一队',
    en: 'Member {n} ({who}) is already in another registration: each person may join one team only',
  },
  memberTakenRace: {
    zhComplex: '有隊員已在另一份報名中，每人只可參加一隊',
    zhSimple: '有队员已在另一份报名中，每人只能参加一队',
    en: 'A member is already in another registration: each person may join one team only',
  },
  registrationPending: {
    zhComplex: '你的報名正在審核中，暫時不能修改',
    zhSimple: '你的报名正在审核中，暂时不能修改',
    en: 'Your registration is being reviewed and cannot be changed now',
  },
  registrationLocked: {
    zhComplex: '你的報名已通過審核，不能再修改',
    zhSimple: '你的报名已通过审核，不能再修改',
    en: 'Your registration has passed review and can no longer be changed',
  },
  registrationSubmitted: {
    zhComplex: '報名已提交，請等待審核',
    zhSimple: '报名已提交，请等待审核',
    en: 'Registration submitted, please wait for the review',
  },
  fieldName: { zhComplex: '姓名', zhSimple: '姓名', en: 'full name' },
  fieldBirthDate: { zhComplex: '出生日期', zhSimple: '出生日期', en: 'date of birth' },
  fieldSchool: { zhComplex: '學校名稱', zhSimple: '学校名称', en: 'school name' },
  fieldStudentId: { zhComplex: '學生編號', zhSimple: '学生编号', en: 'student ID' },
  fieldEmail: { zhComplex: '電郵', zhSimple: '邮箱', en: 'e-mail' },
  fieldIdCards: { zhComplex: '學生證正反面（須為兩張不同圖片）', zhSimple: '学生证正反面（须为两张不同图片）', en: 'student ID card front and back (two different images)' },
  fieldDuplicate: { zhComplex: '電郵或學生編號（與另一位隊員重複）', zhSimple: '邮箱或学生编号（与另一位队员重复）', en: 'e-mail or student ID (same as another member)' },
  mailStatusSubject: {
    zhComplex: '沙漠可持續發展大獎：隊伍「{team}」的報名{status}',
    zhSimple: '沙漠可持续发展大奖：队伍「{team}」的报名{status}',
    en: 'Desert Sustainability Award: the registration of team "{team}" has {status}',
  },
  mailStatusPassed: {
    zhComplex: '你的隊伍「{team}」的報名已通過審核。請留意作品提交的時間：{submission}。',
    zhSimple: '你的队伍「{team}」的报名已通过审核。请留意作品提交的时间：{submission}。',
    en: 'The registration of your team "{team}" has passed review. Please note the work submission period: {submission}.',
  },
  mailStatusFailed: {
    zhComplex: '你的隊伍「{team}」的報名未通過審核。\n原因：{reason}\n請登入個人中心修改資料後重新提交。',
    zhSimple: '你的队伍「{team}」的报名未通过审核。\n原因：{reason}\n请登录个人中心修改信息后重新提交。',
    en: 'The registration of your team "{team}" did not pass review.\nReason: {reason}\nPlease log in to your personal center, correct it and submit again.',
  },
  statusPassedWord: { zhComplex: '已通過', zhSimple: '已通过', en: 'passed' },
  statusFailedWord: { zhComplex: '未通過', zhSimple: '未通过', en: 'not passed' },
  groupSecondary: { zhComplex: '中學組', zhSimple: '中学组', en: 'Secondary school' },
  groupUniversity: { zhComplex: '大學組', zhSimple: '大学组', en: 'University' },
  // Account slice (issue 5). Wording follows SPEC §8 where it gives one.
  tooManyCodes: {
    zhComplex: '驗證碼請求過於頻繁，請稍後再試',
    zhSimple: '验证码请求过于频繁，请稍后再试',
    en: 'Too many verification code requests, please try again later',
  },
  codeWrong: {
    zhComplex: '驗證碼不正確',
    zhSimple: '验证码不正确',
    en: 'The verification code is incorrect',
  },
  codeInvalid: {
    zhComplex: '驗證碼無效或已過期，請重新獲取',
    zhSimple: '验证码无效或已过期，请重新获取',
    en: 'The verification code is invalid or has expired, please request a new one',
  },
  passwordRule: {
    zhComplex: '密碼最少需要 {min} 個字元（最多 {max} 個）',
    zhSimple: '密码至少需要 {min} 个字符（最多 {max} 个）',
    en: 'The password must have at least {min} characters (at most {max})',
  },
  passwordsMismatch: {
    zhComplex: '兩次輸入的密碼不一致',
    zhSimple: '两次输入的密码不一致',
    en: 'The passwords do not match',
  },
  emailRegistered: {
    zhComplex: '此電郵已註冊，請直接登入',
    zhSimple: '此邮箱已注册，请直接登录',
    en: 'This e-mail address is already registered, please log in',
  },
  registerSuccess: {
    zhComplex: '註冊成功',
    zhSimple: '注册成功',
    en: 'Registration successful',
  },
  enterAccountPassword: {
    zhComplex: '請輸入帳號和密碼',
    zhSimple: '请输入账号和密码',
    en: 'Please enter account and password',
  },
  loginFailed: {
    zhComplex: '電郵或密碼不正確',
    zhSimple: '邮箱或密码不正确',
    en: 'Incorrect e-mail or password',
  },
  tooManyLogins: {
    zhComplex: '嘗試次數過多，請於 {minutes} 分鐘後再試',
    zhSimple: '尝试次数过多，请于 {minutes} 分钟后再试',
    en: 'Too many failed attempts, please try again in {minutes} min',
  },
  teamNameInvalid: {
    zhComplex: '請輸入正確的隊伍名稱（2 至 40 個字，可用文字、數字、空格及 - _ . \'）',
    zhSimple: '请输入正确的队伍名称（2 至 40 个字，可用文字、数字、空格及 - _ . \'）',
    en: "Please enter the correct team name (2 to 40 letters, digits, spaces or - _ . ')",
  },
  tooManyMembers: {
    zhComplex: '最多四名成員',
    zhSimple: '最多四名成员',
    en: 'At most four members',
  },
  memberIncomplete: {
    zhComplex: '請輸入完整的隊員資料',
    zhSimple: '请输入完整的队员信息',
    en: 'Please enter complete team member information',
  },
  avatarInvalid: {
    zhComplex: '請上傳圖片',
    zhSimple: '请上传图片',
    en: 'Please upload pictures',
  },
  modifyFailedOldPassword: {
    zhComplex: '修改失敗：原密碼不正確',
    zhSimple: '修改失败：原密码不正确',
    en: 'Modify failed: the current password is incorrect',
  },
  modifyFailedPasswordRule: {
    zhComplex: '修改失敗：密碼最少需要 {min} 個字元（最多 {max} 個）',
    zhSimple: '修改失败：密码至少需要 {min} 个字符（最多 {max} 个）',
    en: 'Modify failed: the password must have at least {min} characters (at most {max})',
  },
  modifyFailedMismatch: {
    zhComplex: '修改失敗：兩次輸入的密碼不一致',
    zhSimple: '修改失败：两次输入的密码不一致',
    en: 'Modify failed: the passwords do not match',
  },
  mailCodeSubject: {
    zhComplex: '沙漠可持續發展大獎：你的驗證碼 {code}',
    zhSimple: '沙漠可持续发展大奖：你的验证码 {code}',
    en: 'Desert Sustainability Award: your verification code {code}',
  },
  mailCodeText: {
    zhComplex: '你的註冊驗證碼是 {code}，{minutes} 分鐘內有效，只可使用一次。\n如非你本人申請，請忽略此郵件。',
    zhSimple: '你的注册验证码是 {code}，{minutes} 分钟内有效，只能使用一次。\n如非本人申请，请忽略此邮件。',
    en: 'Your sign-up verification code is {code}. It is valid for {minutes} minutes and can be used once.\nIf you did not ask for it, please ignore this e-mail.',
  },
  // Uploads (issue 9, point 3). Same wording as the front end's (shared/src/ui/messages.ts).
  // Works (issue 10). 'tickStatement' is the spec's wording (shared/src/ui/messages.ts has the same).
  filmTooLong: {
    zhComplex: '影片長度為 {duration}，不能超過 {limit}',
    zhSimple: '影片长度为 {duration}，不能超过 {limit}',
    en: 'The film runs {duration}; it must not be longer than {limit}',
  },
  filmUnreadable: {
    zhComplex: '無法讀取影片長度，請上傳有效的 MP4 影片',
    zhSimple: '无法读取影片长度，请上传有效的 MP4 影片',
    en: 'The film\'s duration cannot be read; please upload a valid MP4 film',
  },
  workTypeNotAccepted: {
    zhComplex: '此階段只接受 {types} 文件',
    zhSimple: '此阶段只接受 {types} 文件',
    en: 'This step accepts {types} files only',
  },
  submissionClosed: {
    zhComplex: '作品提交已截止',
    zhSimple: '作品提交已截止',
    en: 'Work submission is closed',
  },
  submissionNotOpen: {
    zhComplex: '作品提交尚未開始（{date} 開始）',
    zhSimple: '作品提交尚未开始（{date} 开始）',
    en: 'Work submission has not opened yet (opens on {date})',
  },
  registrationNotPassed: {
    zhComplex: '報名審核通過後才可提交作品',
    zhSimple: '报名审核通过后才可提交作品',
    en: 'You can submit a work once your registration has passed review',
  },
  notShortlistedForStep: {
    zhComplex: '只有入圍隊伍可提交此階段的作品',
    zhSimple: '只有入围队伍可提交此阶段的作品',
    en: 'Only shortlisted teams can submit at this step',
  },
  workLocked: {
    zhComplex: '作品已完成評審，不能再更換',
    zhSimple: '作品已完成评审，不能再更换',
    en: 'This work has been reviewed and can no longer be replaced',
  },
  workTitleInvalid: {
    zhComplex: '請輸入作品名稱（最多 {max} 字）',
    zhSimple: '请输入作品名称（最多 {max} 字）',
    en: 'Please enter the work title (at most {max} characters)',
  },
  uploadNotFinished: {
    zhComplex: '請先完成上傳文件',
    zhSimple: '请先完成上传文件',
    en: 'Please finish uploading the file first',
  },
  uploadExpired: {
    zhComplex: '上傳已過期，請重新上傳',
    zhSimple: '上传已过期，请重新上传',
    en: 'This upload has expired; please upload the file again',
  },
  workStatusMailSubject: {
    zhComplex: '沙漠可持續發展大獎：作品「{title}」狀態更新',
    zhSimple: '沙漠可持续发展大奖：作品「{title}」状态更新',
    en: 'Desert Sustainability Award: your work "{title}" has a new status',
  },
  workStatusMailText: {
    zhComplex: '隊伍「{team}」的作品「{title}」狀態已更新為：{status}。\n請登入個人中心查看。',
    zhSimple: '队伍「{team}」的作品「{title}」状态已更新为：{status}。\n请登录个人中心查看。',
    en: 'The status of team "{team}"\'s work "{title}" is now: {status}.\nPlease log in to your personal center to see it.',
  },
  workStatusSubmitted: { zhComplex: '已提交', zhSimple: '已提交', en: 'Submitted' },
  workStatusUnderReview: { zhComplex: '審核中', zhSimple: '审核中', en: 'Under review' },
  workStatusShortlisted: { zhComplex: '入圍成功', zhSimple: '入围成功', en: 'Shortlisted successfully' },
  workStatusNotShortlisted: { zhComplex: '入圍失敗', zhSimple: '入围失败', en: 'Shortlisting failed' },
  // userWork/add (issue 10): a file can be one work only; two devices of a team submitting the same step at once.
  uploadInUse: {
    zhComplex: '此文件已用於另一份作品，請重新上傳',
    zhSimple: '此文件已用于另一份作品，请重新上传',
    en: 'This file is already used for another work; please upload it again',
  },
  workChangedMeanwhile: {
    zhComplex: '此階段的作品剛從另一部裝置提交，請查看後再試',
    zhSimple: '此阶段的作品刚从另一台设备提交，请查看后再试',
    en: 'Your team just submitted a work for this step from another device; please check it and try again',
  },
  workSubmitted: {
    zhComplex: '作品已提交',
    zhSimple: '作品已提交',
    en: 'Work submitted',
  },
  // The public vote (issue 11, docs/adr/0014). The three SPEC §8 texts are voteOutsideWindow, voteAlreadyVoted, voteSuccess.
  voteContactInvalid: {
    zhComplex: '請輸入正確的手機號碼或電郵地址',
    zhSimple: '请输入正确的手机号码或邮箱地址',
    en: 'Please enter a correct mobile number or e-mail address',
  },
  voteCodeSentSms: {
    zhComplex: '驗證碼已發送，請查收短訊',
    zhSimple: '验证码已发送，请查收短信',
    en: 'Verification code sent, please check your text messages',
  },
  voteFilmInvalid: {
    zhComplex: '請選擇一部入圍短片',
    zhSimple: '请选择一部入围短片',
    en: 'Please choose one of the finalist films',
  },
  voteOutsideWindow: {
    zhComplex: '請在指定時間內投票',
    zhSimple: '请在指定时间内投票',
    en: 'Please vote within the specified time',
  },
  voteAlreadyVoted: {
    zhComplex: '你已經投過票了',
    zhSimple: '你已经投过票了',
    en: 'You have already voted',
  },
  voteLogAfterClose: {
    zhComplex: '投票記錄將於投票結束後公開',
    zhSimple: '投票记录将于投票结束后公开',
    en: 'The vote log is published when voting closes',
  },
  voteSmsText: {
    zhComplex: '【沙漠可持續發展大獎】你的投票驗證碼是 {code}，{minutes} 分鐘內有效。',
    zhSimple: '【沙漠可持续发展大奖】你的投票验证码是 {code}，{minutes} 分钟内有效。',
    en: 'Desert Sustainability Award: your voting code is {code}, valid for {minutes} minutes.',
  },
  voteMailSubject: {
    zhComplex: '沙漠可持續發展大獎：投票驗證碼 {code}',
    zhSimple: '沙漠可持续发展大奖：投票验证码 {code}',
    en: 'Desert Sustainability Award: voting code {code}',
  },
  voteMailText: {
    zhComplex: '你的投票驗證碼是 {code}，{minutes} 分鐘內有效。如非本人操作，請忽略此郵件。',
    zhSimple: '你的投票验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请忽略此邮件。',
    en: 'Your voting code is {code}, valid for {minutes} minutes. If you did not ask for it, please ignore this mail.',
  },
  // Scoring and winners (issue 11, ADR 0015): the published formula, shown on the winners pages.
  scoringFormulaFilms: {
    zhComplex: '最終得分 = 評審得分 × 80% + 公眾投票得分 × 20%。評審得分為各評審所給分數（滿分 100）的平均數；公眾投票得分 = 100 × 該短片票數 ÷ 入圍短片中的最高票數（無人投票時為 0）。各分數均四捨五入至小數點後兩位。',
    zhSimple: '最终得分 = 评审得分 × 80% + 公众投票得分 × 20%。评审得分为各评审所给分数（满分 100）的平均数；公众投票得分 = 100 × 该短片票数 ÷ 入围短片中的最高票数（无人投票时为 0）。各分数均四舍五入至小数点后两位。',
    en: "Final score = 80% jury score + 20% public vote score. The jury score is the mean of the judges' scores (out of 100); the public vote score is 100 × the film's votes ÷ the most votes of any finalist film (0 when nobody voted). Every score is rounded to two decimals.",
  },
  scoringFormulaUniversity: {
    zhComplex: '總分 100 = 計劃書 75 分（環境 25、創新 25、效益及可行性 25）+ 簡報 25 分（五項各 5 分），取各評審總分的平均數，四捨五入至小數點後兩位。',
    zhSimple: '总分 100 = 计划书 75 分（环境 25、创新 25、效益及可行性 25）+ 简报 25 分（五项各 5 分），取各评审总分的平均数，四舍五入至小数点后两位。',
    en: "Score out of 100 = proposal 75 (environment 25, innovation 25, benefits and feasibility 25) + presentation 25 (five items of 5), the mean of the judges' totals, rounded to two decimals.",
  },
  scoringTieFilms: {
    zhComplex: '最終得分相同時，評審得分較高者排先；再相同則公眾投票得分較高者排先；再相同則入圍編號較小者排先。',
    zhSimple: '最终得分相同时，评审得分较高者排先；再相同则公众投票得分较高者排先；再相同则入围编号较小者排先。',
    en: 'On equal final scores, the higher jury score ranks first, then the higher public vote score, then the lower finalist number.',
  },
  scoringTieUniversity: {
    zhComplex: '總分相同時，計劃書得分較高者排先；再相同則簡報得分較高者排先；再相同則入圍編號較小者排先。',
    zhSimple: '总分相同时，计划书得分较高者排先；再相同则简报得分较高者排先；再相同则入围编号较小者排先。',
    en: 'On equal scores, the higher proposal score ranks first, then the higher presentation score, then the lower finalist number.',
  },
  scoringAwardsFilms: {
    zhComplex: '按排名頒發冠軍、亞軍、季軍及 {merit} 個優異獎。最積極參與學校獎頒予提交短片最多的學校（數目相同時，較早達到該數目者得獎）。',
    zhSimple: '按排名颁发冠军、亚军、季军及 {merit} 个优异奖。最积极参与学校奖颁予提交短片最多的学校（数目相同时，较早达到该数目者得奖）。',
    en: 'Champion, second and third place and {merit} merit awards go by rank. The most active school award goes to the school whose teams submitted the most films (on equal counts, to the school that reached its count first).',
  },
  scoringAwardsUniversity: {
    zhComplex: '按排名頒發冠軍、亞軍、季軍及 {merit} 個優異獎。',
    zhSimple: '按排名颁发冠军、亚军、季军及 {merit} 个优异奖。',
    en: 'Champion, second and third place and {merit} merit awards go by rank.',
  },
  resultsOn: {
    zhComplex: '得獎名單將於 {date} 公佈',
    zhSimple: '获奖名单将于 {date} 公布',
    en: 'Results will be announced on {date}',
  },
  // Staged releases (issue 12): the shell's load beacons.
  unknownRelease: {
    zhComplex: '沒有這個已發佈的版本',
    zhSimple: '没有这个已发布的版本',
    en: 'No such published version',
  },
  tooManyRequests: {
    zhComplex: '請求過於頻繁，請稍後再試',
    zhSimple: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
  },
  // A member's missing field, named (the catalogue's completePlayerInfo says it without naming it).
  completeMemberField: {
    zhComplex: '請完善隊員資料：第 {n} 位隊員的{field}',
    zhSimple: '请完善队员信息：第 {n} 位队员的{field}',
    en: 'Please complete the player information: {field} of member {n}',
  },
  ...staffMessages,
  ...contentMessages,
  ...mediaMessages,
  ...commentMessages,
  ...settingsMessages,
  ...displayMessages,
  ...broadcastMessages,
  ...questionMessages,
  ...recoveryMessages,
  ...voteContactMessages,
  ...voteChallengeMessages,
} as const satisfies Record<string, Record<Language, string>>;

/** The API's own messages and the catalogue it shares with the pages (@portal/contracts/messages). */
export type MessageKey = keyof typeof messages | UserMessageKey;
