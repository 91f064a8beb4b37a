import type { Pages, PageTexts } from './declare.js';

// mf-competition's pages (SPEC §2), each declared once, by its desktop route.
export const competitionPages = {
  contestRegistration: { mobile: ['registration'], login: true },
  workSubmission: { mobile: ['work-submission/index'], login: true },
} as const satisfies Pages;

/** The extension slots it fills on other remotes' pages (docs/adr/0008): the registry tells the shell. */
export const competitionSlots = ['personalCenter.registration', 'personalCenter.works'] as const;

/** Their titles and descriptions (search results, link previews, the tab's title), in Traditional, Simplified, English. */
export const competitionTexts = {
  contestRegistration: [
    ['隊伍報名', '隊伍報名。'],
    ['队伍报名', '队伍报名。'],
    ['Team registration', 'Team registration.'],
  ],
  workSubmission: [
    ['提交作品', '提交作品。'],
    ['提交作品', '提交作品。'],
    ['Work submission', 'Work submission.'],
  ],
} as const satisfies PageTexts<typeof competitionPages>;
