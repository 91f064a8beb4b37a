import { contentPagesSpec } from '../support/content-pages';

contentPagesSpec('pc');
