export { notify, notifyMessage, translateMessage, dismissNotices } from './notify';
export type { NoticeKind } from './notify';
export { confirm } from './confirm-store';
export type { ConfirmRequest } from './confirm-store';
export { UiHost } from './UiHost';
export { MESSAGES_NAMESPACE, messageTranslations } from './messages';
export type { MessageKey } from './messages';
