import { describeSectionPages } from '@stallions/shared-config/testing';
import en from './locales/en/pages.json';
import declaration from './pages';

describeSectionPages(declaration, en, ['overview', 'our-structure', 'stallions-club', 'foals-club', 'membership']);
