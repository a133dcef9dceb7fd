// Asset modules imported by shared-ui's sources (artwork, fonts), which this app type-checks through its
// imports: webpack turns them into URLs (asset/resource), jest into a stub string.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
declare module '*.css';
