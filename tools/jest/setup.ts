import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';
import { TextEncoder, TextDecoder } from 'node:util';
import { stubMatchMedia } from './match-media';

expect.extend(toHaveNoViolations);
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia; components read prefers-reduced-motion and breakpoints through it.
if (typeof window !== 'undefined' && !window.matchMedia) window.matchMedia = stubMatchMedia();
