import { mountStandalonePreview } from '@portal/shared/preview';
import * as remote from './app/routes';

mountStandalonePreview(remote, 'mf-admin');
