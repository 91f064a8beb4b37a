import { createRoot } from 'react-dom/client';
import { registerTranslations } from '@portal/shared/i18n';
import { App } from './app/App';
import { SHELL_NAMESPACE, shellTranslations } from './i18n/translations';
import './styles/shell.css';

registerTranslations(SHELL_NAMESPACE, shellTranslations);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
