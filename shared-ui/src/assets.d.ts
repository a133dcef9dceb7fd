// Webpack turns these imports into asset URLs (type asset/resource); jest maps them to a stub string.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
declare module '*.woff' {
  const url: string;
  export default url;
}
declare module '*.pdf' {
  const url: string;
  export default url;
}
// A CSS file's text (css-loader, exportType 'string'), for a global style.
declare module 'swiper/swiper.css' {
  const text: string;
  export default text;
}
