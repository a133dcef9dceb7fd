/// <reference path="./build-globals.d.ts" />
export * from './runtime-config';
export * from './firebase';
export * from './submissions/schema';
export * from './site-pages';
