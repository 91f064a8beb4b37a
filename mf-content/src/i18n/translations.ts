import type { Translations } from '@portal/shared/i18n';

export const CONTENT_NAMESPACE = 'mf-content';

export const contentTranslations: Translations = {
  zhComplex: {
    'home.title': '國際沙漠可持續發展大獎',
    'home.intro': '由香港慈善基金會主辦，設有兩項學生比賽：中學短片比賽及大學商業計劃書比賽。',
    'home.secondary.title': '中學組：短片比賽',
    'home.secondary.summary': '以 1.5 分鐘 MP4 短片講述沙漠可持續發展。15 部入圍作品接受公眾投票，佔總分 20%。',
    'home.university.title': '大學組：商業計劃書比賽',
    'home.university.summary': '提交沙漠可持續發展商業計劃書，十強隊伍接受專家培訓並於評審日匯報。',
    'home.registerNow': '立即報名',
  },
  zhSimple: {
    'home.title': '国际沙漠可持续发展大奖',
    'home.intro': '由香港慈善基金会主办，设有两项学生比赛：中学短片比赛及大学商业计划书比赛。',
    'home.secondary.title': '中学组：短片比赛',
    'home.secondary.summary': '以 1.5 分钟 MP4 短片讲述沙漠可持续发展。15 部入围作品接受公众投票，占总分 20%。',
    'home.university.title': '大学组：商业计划书比赛',
    'home.university.summary': '提交沙漠可持续发展商业计划书，十强队伍接受专家培训并于评审日汇报。',
    'home.registerNow': '立即报名',
  },
  en: {
    'home.title': 'International Desert Sustainability Award',
    'home.intro':
      'Run by a charitable foundation in Hong Kong, with two student contests: a secondary-school short-film contest and a university business-plan contest.',
    'home.secondary.title': 'Secondary schools: short-film contest',
    'home.secondary.summary':
      'A 1.5-minute MP4 film on desert sustainability. The public votes on 15 finalist films; the vote is 20% of the score.',
    'home.university.title': 'Universities: business-plan contest',
    'home.university.summary':
      'A business plan for desert sustainability. The top ten teams receive expert training and present on judging day.',
    'home.registerNow': 'Register Now',
  },
};
