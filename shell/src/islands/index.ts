// The islands' host (islands.js, the shell's federated browser build), loaded by site.ts only on a page that
// has an island. Async boundary: shared modules are negotiated before any of them is used (else RUNTIME-005).
import('./hydrate-islands').then(({ hydrateIslands }) => hydrateIslands());
