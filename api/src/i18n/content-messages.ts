import type { Language } from '@portal/contracts/languages';

// The messages of the back office's content (issue 25): the editor's articles. Kept apart from messages.ts like the
// staff messages, and merged into the one table there. The command line words the same refusals in its own English
// (cli/admin/articles.ts). Languages are named by the messages of i18n/language-names.ts.

type Messages = Record<string, Record<Language, string>>;

const parts = {
  articlePartTitle: { zhComplex: '標題', zhSimple: '标题', en: 'title' },
  articlePartBody: { zhComplex: '內文', zhSimple: '正文', en: 'body' },
} as const satisfies Messages;

const articles = {
  adminArticleRevisionNotFound: {
    zhComplex: '此文章沒有第 {revision} 版',
    zhSimple: '此文章没有第 {revision} 版',
    en: 'This article has no revision {revision}',
  },
  adminArticleStale: {
    zhComplex: '此文章已被更改（最新為第 {latest} 版），請重新載入後再修改',
    zhSimple: '此文章已被更改（最新为第 {latest} 版），请重新加载后再修改',
    en: 'This article was changed meanwhile (it is at revision {latest} now): reload it before you change it',
  },
  adminArticleIncomplete: {
    zhComplex: '未能發佈：{language}的{part}是空的，請填寫，或選擇顯示繁體中文內容',
    zhSimple: '未能发布：{language}的{part}是空的，请填写，或选择显示繁体中文内容',
    en: 'Not published: the {language} {part} is empty. Write it, or choose to show the Traditional Chinese text',
  },
  adminArticleIncompleteDefault: {
    zhComplex: '未能發佈：繁體中文的{part}是空的（網站的預設語言必須填寫）',
    zhSimple: '未能发布：繁体中文的{part}是空的（网站的默认语言必须填写）',
    en: "Not published: the Traditional Chinese {part} is empty (the site's default language must be written)",
  },
  adminArticleScheduledIncomplete: {
    zhComplex: '此文章已排程發佈，{language}的{part}不能留空（可先取消排程）',
    zhSimple: '此文章已排程发布，{language}的{part}不能留空（可先取消排程）',
    en: 'This article is scheduled to go live: the {language} {part} cannot be empty (unschedule it first)',
  },
  adminArticleScheduleNotLater: {
    zhComplex: '發佈時間必須晚於伺服器時間（現在是 {now}）',
    zhSimple: '发布时间必须晚于服务器时间（现在是 {now}）',
    en: "The publishing time must be later than the server's clock (now {now})",
  },
  adminArticleScheduleLive: {
    zhComplex: '此文章已發佈：請直接發佈修改，或先取消發佈再排程',
    zhSimple: '此文章已发布：请直接发布修改，或先取消发布再排程',
    en: 'This article is live: publish the changes now, or unpublish it before scheduling',
  },
  adminArticleNotLive: {
    zhComplex: '此文章未發佈也未排程，無需取消發佈',
    zhSimple: '此文章未发布也未排程，无需取消发布',
    en: 'This article is neither published nor scheduled: there is nothing to unpublish',
  },
  adminArticleNoCover: {
    zhComplex: '封面圖片（#{mediaId}）不在媒體庫中',
    zhSimple: '封面图片（#{mediaId}）不在媒体库中',
    en: 'The cover image (#{mediaId}) is not in the media library',
  },
  adminArticleNoMedia: {
    zhComplex: '內文的圖片（{ids}）不在媒體庫中，請移除或重新插入',
    zhSimple: '正文的图片（{ids}）不在媒体库中，请移除或重新插入',
    en: 'The body shows images ({ids}) that are not in the media library: remove them or insert them again',
  },
} as const satisfies Messages;

export const contentMessages = { ...parts, ...articles } as const;
