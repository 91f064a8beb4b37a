// The anomaly report (issue 28 point 3, docs/adr/0049): its refusals of a time range, in the three languages.

export const voteAnomalyMessages = {
  voteAnomalyTimeInvalid: {
    zhComplex: '「{which}」不是有效的時間（{value}）：請以 ISO 8601 格式填寫，例如 2024-02-15T10:00:00+08:00',
    zhSimple: '“{which}”不是有效的时间（{value}）：请以 ISO 8601 格式填写，例如 2024-02-15T10:00:00+08:00',
    en: '"{which}" is not a time ({value}): write it as ISO 8601, e.g. 2024-02-15T10:00:00+08:00',
  },
  voteAnomalyRangeEmpty: {
    zhComplex: '開始時間必須早於結束時間',
    zhSimple: '开始时间必须早于结束时间',
    en: 'The start must be before the end',
  },
};
