import type { Language } from '@portal/contracts/languages';

// The media library's messages (issue 25 point 4): uploads refused by content, size or pixels, alt texts, an image in
// use. A file of its own, spread into messages.ts beside the staff messages. Languages are named with the back
// office's words (finalistLanguage*).

type Messages = Record<string, Record<Language, string>>;

export const mediaMessages = {
  mediaNotFound: { zhComplex: '媒體庫中沒有此圖片', zhSimple: '媒体库中没有此图片', en: 'There is no such image in the media library' },
  mediaAltRequired: {
    zhComplex: '請填寫替代文字（{language}）',
    zhSimple: '请填写替代文字（{language}）',
    en: 'The alt text ({language}) is required',
  },
  mediaAltTooLong: {
    zhComplex: '替代文字（{language}）最多 {max} 個字',
    zhSimple: '替代文字（{language}）最多 {max} 个字',
    en: 'The alt text ({language}) may have at most {max} characters',
  },
  mediaAltControl: {
    zhComplex: '替代文字（{language}）只能是一行文字',
    zhSimple: '替代文字（{language}）只能是一行文字',
    en: 'The alt text ({language}) must be one line of text',
  },
  mediaFileMissing: { zhComplex: '請選擇要上載的圖片', zhSimple: '请选择要上传的图片', en: 'Please choose an image to upload' },
  mediaFormPart: {
    zhComplex: '上載表格含有不應有的欄位，未有任何更改',
    zhSimple: '上传表单含有不应有的字段，未有任何更改',
    en: 'The upload form has a field it should not have; nothing changed',
  },
  mediaTooLarge: {
    zhComplex: '圖片不可超過 {limit}，未有任何更改',
    zhSimple: '图片不能超过 {limit}，未有任何更改',
    en: 'The image may be at most {limit}; nothing changed',
  },
  mediaEmpty: { zhComplex: '檔案是空的，未有任何更改', zhSimple: '文件是空的，未有任何更改', en: 'The file is empty; nothing changed' },
  mediaNotImage: {
    zhComplex: '按檔案內容判斷，這不是圖片（不論檔名如何）。可接受 JPEG、PNG、WebP、AVIF 或 GIF，未有任何更改',
    zhSimple: '按文件内容判断，这不是图片（不论文件名如何）。可接受 JPEG、PNG、WebP、AVIF 或 GIF，未有任何更改',
    en: 'Judged by its content, whatever its name says, this is not an image. JPEG, PNG, WebP, AVIF or GIF are accepted; nothing changed',
  },
  mediaWrongType: {
    zhComplex: '檔案內容是 {found}，可接受 JPEG、PNG、WebP、AVIF 或 GIF，未有任何更改',
    zhSimple: '文件内容是 {found}，可接受 JPEG、PNG、WebP、AVIF 或 GIF，未有任何更改',
    en: 'Its content is {found}: JPEG, PNG, WebP, AVIF or GIF are accepted; nothing changed',
  },
  mediaAnimated: {
    zhComplex: '不接受動畫圖片，請上載靜態圖片，未有任何更改',
    zhSimple: '不接受动画图片，请上传静态图片，未有任何更改',
    en: 'Animated images are not accepted: please upload a still image; nothing changed',
  },
  mediaTooManyPixels: {
    zhComplex: '圖片有 {megapixels} 百萬像素，最多可接受 {max} 百萬像素，未有任何更改',
    zhSimple: '图片有 {megapixels} 百万像素，最多可接受 {max} 百万像素，未有任何更改',
    en: 'The image has {megapixels} megapixels; at most {max} are accepted; nothing changed',
  },
  mediaUnreadable: {
    zhComplex: '無法讀取這張圖片，檔案可能已損壞，未有任何更改',
    zhSimple: '无法读取这张图片，文件可能已损坏，未有任何更改',
    en: 'The image could not be read: the file may be damaged; nothing changed',
  },
  mediaDuplicate: {
    zhComplex: '這張圖片已在媒體庫中（#{id}），未有任何更改',
    zhSimple: '这张图片已在媒体库中（#{id}），未有任何更改',
    en: 'This image is already in the media library (#{id}); nothing changed',
  },
  mediaInUse: {
    zhComplex: '這張圖片仍在使用中：{uses}。請先在那裏移除，未有刪除任何內容',
    zhSimple: '这张图片仍在使用中：{uses}。请先在那里移除，未有删除任何内容',
    en: 'This image is still used by {uses}. Remove it there first; nothing was deleted',
  },
  mediaMissing: {
    zhComplex: '圖片 {ids} 已不在媒體庫中，未有任何更改',
    zhSimple: '图片 {ids} 已不在媒体库中，未有任何更改',
    en: 'Image {ids} is no longer in the media library; nothing changed',
  },
  // Where an image is used, by the kind of record (`article:12` → "article 12"); other kinds are shown as they are.
  mediaUseArticle: { zhComplex: '文章 {id}', zhSimple: '文章 {id}', en: 'article {id}' },
  mediaUseBanner: { zhComplex: '橫額 {id}', zhSimple: '横幅 {id}', en: 'banner {id}' },
  mediaUsePartner: { zhComplex: '合作夥伴 {id}', zhSimple: '合作伙伴 {id}', en: 'partner {id}' },
  mediaUseSeparator: { zhComplex: '、', zhSimple: '、', en: ', ' },
} as const satisfies Messages;
