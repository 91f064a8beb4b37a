import { createRoot } from 'react-dom/client';
import { registerTranslations } from '@portal/shared/i18n';
import { storeDemoClock } from '@portal/shared/season';
import { App } from './app/App';
import { SHELL_NAMESPACE, shellTranslations } from './i18n/translations';
import './styles/shell.css';

registerTranslations(SHELL_NAMESPACE, shellTranslations);

// Demos look at another day of the season with ?clock=2024-02-10T10:00:00+08:00 (kept for this tab; ?clock= clears).
const demoClock = new URLSearchParams(window.location.search).get('clock');
if (demoClock !== null) storeDemoClock(demoClock === '' ? null : demoClock);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
