import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../src/languages.js';
import { USER_MESSAGES, userMessage, type UserMessageKey } from '../src/messages.js';

// SPEC §8's user messages, each with the catalogue key that says it. The server answers from this catalogue and the
// pages show it, so a message missing here is missing on both sides, and no side can word it otherwise.
const SPEC_MESSAGES: Record<string, UserMessageKey[]> = {
  'login success; please enter account and password': ['loginSuccess', 'enterAccountAndPassword'],
  'passwords do not match': ['passwordsDoNotMatch'],
  'please enter correct email format': ['enterCorrectEmail'],
  'verification code only six digits': ['codeSixDigits'],
  'resend after N seconds': ['resendAfter'],
  'verification code sent, check your mailbox; verification code has been sent, please try again later': ['codeSent', 'codeAlreadySent'],
  'minimum two members; at most four members': ['minTwoMembers', 'maxFourMembers'],
  'please enter complete team member information': ['completeMemberInfo'],
  'please upload student ID': ['uploadStudentId'],
  'please complete the player information': ['completePlayerInfo'],
  'registration closed': ['registrationClosed'],
  'please enter the correct team name': ['enterCorrectTeamName'],
  'please upload pictures': ['uploadPictures'],
  'please tick the entry statement first': ['tickStatement'],
  'please enter content to comment': ['enterComment'],
  'comment success': ['commentSuccess'],
  'uploading files can only be PDF, PPT, MP4': ['uploadOnlyPdfPptMp4'],
  'upload failed': ['uploadFailed'],
  'file size must not exceed the limit': ['fileTooLarge'],
  'unsupported file type': ['unsupportedFileType'],
  'this type not allowed': ['typeNotAllowed'],
  'at most N files': ['atMostFiles'],
  'please vote within the specified time': ['voteWithinTime'],
  'you have already voted': ['alreadyVoted'],
  'vote success': ['voteSuccess'],
  'modify success or failed': ['modifySuccess', 'modifyFailed'],
  'logout success (logout asks for confirmation)': ['logoutSuccess', 'logoutConfirm'],
  'link copied': ['linkCopied'],
};

const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the user-message catalogue', () => {
  it.each(Object.entries(SPEC_MESSAGES))('says %p in every language', (_spec, keys) => {
    for (const key of keys) {
      for (const language of LANGUAGES) expect(USER_MESSAGES[key][language].trim()).not.toBe('');
    }
  });

  it.each(Object.keys(USER_MESSAGES) as UserMessageKey[])('%s has the same {marks} in every language', (key) => {
    for (const language of LANGUAGES) expect(marks(USER_MESSAGES[key][language])).toEqual(marks(USER_MESSAGES[key].en));
  });

  it('fills the marks it has values for and leaves the others', () => {
    expect(userMessage('resendAfter', 'en', { seconds: 42 })).toBe('Resend after 42 s');
    expect(userMessage('fileTooLarge', 'zhComplex')).toContain('{limit}');
  });
});
