/** Webpack's public path of this remote (its own origin, with publicPath 'auto'); undefined under jest. */
declare const __webpack_public_path__: string | undefined;
