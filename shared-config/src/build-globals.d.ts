// Set by webpack's DefinePlugin in every app (env BUILD_ID, default 'local') and by jest's globals ('test').
declare const __BUILD_ID__: string;
