import { registerTranslations, type Translations } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from './translations';

// The annulled votes' page (issue 28) in the three languages; loaded with that page only, not with ./routes.

const en = {
  'voteAnnulments.intro':
    'An annulled vote stays in the public chain and is no longer counted: each annulment is an entry of its own, after it, naming the vote’s seq and the public kind of reason. Your reason below is seen by organizers only. Annul with `pnpm admin votes annul`.',
  'voteAnnulments.caption': 'Annulments of season {{season}}',
  'voteAnnulments.none': 'No vote has been annulled this season.',
  'voteAnnulments.seq': 'Entry',
  'voteAnnulments.annulled': 'Annulled vote',
  'voteAnnulments.film': 'Finalist',
  'voteAnnulments.kind': 'Public kind',
  'voteAnnulments.reason': 'Reason (staff only)',
  'voteAnnulments.by': 'By',
  'voteAnnulments.at': 'When',
  'voteAnnulments.kindName.burst': 'Burst',
  'voteAnnulments.kindName.duplicate': 'Duplicate voter',
  'voteAnnulments.kindName.fraud': 'Fraud',
  'voteAnnulments.kindName.other': 'Other',
};

const zhComplex: typeof en = {
  'voteAnnulments.intro':
    '被取消的投票仍留在公開的雜湊鏈中，但不再計算：每項取消記錄是鏈上其後的一項新記錄，寫明該票的序號及公開的原因類別。下方的原因只有主辦人員看得到。以 `pnpm admin votes annul` 取消投票。',
  'voteAnnulments.caption': '{{season}} 賽季的取消記錄',
  'voteAnnulments.none': '本賽季沒有取消任何投票。',
  'voteAnnulments.seq': '記錄',
  'voteAnnulments.annulled': '被取消的投票',
  'voteAnnulments.film': '入圍作品',
  'voteAnnulments.kind': '公開類別',
  'voteAnnulments.reason': '原因（只限職員）',
  'voteAnnulments.by': '操作人',
  'voteAnnulments.at': '時間',
  'voteAnnulments.kindName.burst': '集中湧入',
  'voteAnnulments.kindName.duplicate': '重複投票者',
  'voteAnnulments.kindName.fraud': '舞弊',
  'voteAnnulments.kindName.other': '其他',
};

const zhSimple: typeof en = {
  'voteAnnulments.intro':
    '被取消的投票仍留在公开的哈希链中，但不再计算：每项取消记录是链上其后的一项新记录，写明该票的序号及公开的原因类别。下方的原因只有主办人员看得到。以 `pnpm admin votes annul` 取消投票。',
  'voteAnnulments.caption': '{{season}} 赛季的取消记录',
  'voteAnnulments.none': '本赛季没有取消任何投票。',
  'voteAnnulments.seq': '记录',
  'voteAnnulments.annulled': '被取消的投票',
  'voteAnnulments.film': '入围作品',
  'voteAnnulments.kind': '公开类别',
  'voteAnnulments.reason': '原因（只限职员）',
  'voteAnnulments.by': '操作人',
  'voteAnnulments.at': '时间',
  'voteAnnulments.kindName.burst': '集中涌入',
  'voteAnnulments.kindName.duplicate': '重复投票者',
  'voteAnnulments.kindName.fraud': '舞弊',
  'voteAnnulments.kindName.other': '其他',
};

export const voteTranslations: Translations = { zhComplex, zhSimple, en };

registerTranslations(ADMIN_NAMESPACE, voteTranslations);
