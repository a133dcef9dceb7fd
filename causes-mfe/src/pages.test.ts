import { describeSectionPages } from '@stallions/shared-config/testing';
import en from './locales/en/pages.json';
import declaration from './pages';

describeSectionPages(declaration, en, ['overview', 'ways-we-serve', 'corporate-social-responsibility']);
