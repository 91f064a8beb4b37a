import { createRoot } from 'react-dom/client';
import { registerTranslations } from '@portal/shared/i18n';
import { App } from './app/App';
import { firstViewComplete, firstViewReady, markFirstView, prepareRoot } from './prerender/hand-off';
import { SHELL_NAMESPACE, shellTranslations } from './i18n/translations';
import './styles/shell.css';

registerTranslations(SHELL_NAMESPACE, shellTranslations);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// With a prerendered first view in the page, the app renders beside it and takes over once ready (docs/adr/0020).
const { target, onReady } = prepareRoot(container);
createRoot(target).render(<App />);
void firstViewReady().then((complete) => {
  onReady(complete);
  // Handed over at the time limit: marked complete once it is (what `pnpm prerender` waits for).
  if (!complete) void firstViewComplete().then(() => markFirstView(true));
});
