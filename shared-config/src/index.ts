/// <reference path="./build-globals.d.ts" />
// The shared singleton every app loads at start-up: keep it small. The submission schemas (zod) live at
// '@stallions/shared-config/submissions' so that only the forms and local-cloud load them.
export * from './runtime-config';
export * from './firebase';
export * from './section-pages';
