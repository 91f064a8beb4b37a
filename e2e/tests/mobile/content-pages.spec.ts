import { contentPagesSpec } from '../support/content-pages';

contentPagesSpec('mobile');
