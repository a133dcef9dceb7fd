// Test helpers for the apps, imported as '@stallions/shared-ui/testing' (never by production code).
export * from './page-checks';
export * from './render-page';
export * from './render-routes';
export * from './section-routes';
