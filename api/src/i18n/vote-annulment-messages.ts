// Annulling public votes (issue 28 point 4, docs/adr/0049): the organizer's refusals, in the three languages.

export const voteAnnulmentMessages = {
  voteAnnulKindInvalid: {
    zhComplex: '請選擇取消原因的類別（{kinds}）',
    zhSimple: '请选择取消原因的类别（{kinds}）',
    en: 'Choose the kind of reason ({kinds})',
  },
  voteAnnulReasonRequired: {
    zhComplex: '請寫下取消投票的原因',
    zhSimple: '请写下取消投票的原因',
    en: 'Write down why the votes are annulled',
  },
  voteAnnulReasonTooLong: {
    zhComplex: '原因不可超過 {max} 個字元',
    zhSimple: '原因不可超过 {max} 个字符',
    en: 'The reason may be at most {max} characters',
  },
  voteAnnulSeqCount: {
    zhComplex: '每次可取消 1 至 {max} 票',
    zhSimple: '每次可取消 1 至 {max} 票',
    en: 'Annul from 1 to {max} votes at a time',
  },
  voteAnnulSeqRepeated: {
    zhComplex: '第 {seq} 號重複列出',
    zhSimple: '第 {seq} 号重复列出',
    en: 'Seq {seq} is listed twice',
  },
  voteAnnulSeqUnknown: {
    zhComplex: '投票記錄中沒有第 {seq} 號；沒有取消任何投票',
    zhSimple: '投票记录中没有第 {seq} 号；没有取消任何投票',
    en: 'The vote log has no seq {seq}; nothing was annulled',
  },
  voteAnnulNotAVote: {
    zhComplex: '第 {seq} 號是一項取消記錄，不能再取消；沒有取消任何投票',
    zhSimple: '第 {seq} 号是一项取消记录，不能再取消；没有取消任何投票',
    en: 'Seq {seq} is an annulment, which cannot be annulled; nothing was annulled',
  },
  voteAnnulAlready: {
    zhComplex: '第 {seq} 號投票已被取消；沒有取消任何投票',
    zhSimple: '第 {seq} 号投票已被取消；没有取消任何投票',
    en: 'The vote at seq {seq} is already annulled; nothing was annulled',
  },
};
