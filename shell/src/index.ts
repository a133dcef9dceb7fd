// Async boundary: shared modules are negotiated before any of them is used (else RUNTIME-005).
import('./bootstrap');
