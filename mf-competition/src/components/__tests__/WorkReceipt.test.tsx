import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@portal/shared/i18n';
import { renderPage, startSession } from '../../testing/render';
import { FILM_WORK } from '../../testing/works-fixtures';
import { WorkReceipt } from '../WorkReceipt';

// The receipt of a work's file (issue 26.4): the facts of the receipt mail, closed by default, in each language.

const receipt = FILM_WORK.receipt!;

function show(language: Language, open = false) {
  startSession(undefined, language);
  renderPage(<WorkReceipt receipt={receipt} open={open} />, '/pc/personalCenter');
}

test('closed, it is one labelled control; opened, it lists every fact of the mail, the time in Hong Kong', async () => {
  show('zhComplex');
  const toggle = screen.getByText('收據');
  const details = toggle.closest('details')!;
  expect(details).not.toHaveAttribute('open');
  await userEvent.click(toggle);
  expect(details).toHaveAttribute('open');
  const facts = within(details);
  expect(facts.getByText('提交影片')).toBeInTheDocument();
  expect(facts.getByText('沙漠裡的一滴水')).toBeInTheDocument();
  expect(facts.getByText('desert-drop.mp4')).toBeInTheDocument();
  expect(facts.getByText('150 MB（157,286,400 位元組）')).toBeInTheDocument();
  expect(facts.getByText(receipt.sha256)).toHaveProperty('tagName', 'CODE');
  expect(facts.getByText('1:24')).toBeInTheDocument();
  // 04:05 UTC is 12:05 in Hong Kong, whatever the machine's time zone.
  expect(facts.getByText(/香港時間/)).toHaveTextContent(/^2023年11月20日 (下午)?12:05（香港時間）$/);
  expect(facts.getByText(/SHA-256 可核對/)).toBeInTheDocument();
});

test('in English, open when asked (right after a submission)', () => {
  show('en', true);
  expect(screen.getByText('Receipt').closest('details')).toHaveAttribute('open');
  expect(screen.getByText('150 MB (157,286,400 bytes)')).toBeInTheDocument();
  expect(screen.getByText(/Hong Kong time/)).toHaveTextContent(/^Nov 20, 2023, 12:05\sPM \(Hong Kong time\)$/);
});

test('Simplified Chinese, and no length for a document', () => {
  startSession(undefined, 'zhSimple');
  renderPage(<WorkReceipt receipt={{ ...receipt, durationSeconds: null, fileName: 'plan.pdf' }} open />, '/mobile/personal-centered/index');
  expect(screen.getByText('回执')).toBeInTheDocument();
  expect(screen.getByText('收到时间')).toBeInTheDocument();
  expect(screen.queryByText('1:24')).not.toBeInTheDocument();
  expect(screen.getByText(/香港时间/)).toBeInTheDocument();
});
