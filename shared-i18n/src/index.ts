export * from './languages';
export * from './retry';
export * from './detection';
export * from './overrides';
export * from './instance';
export * from './remote-translations';
export * from './format';
export * from './react';
