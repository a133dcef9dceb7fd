// The HTML popover attributes (popover, popovertarget), written in lower case: React 18 passes unknown
// lower-case attributes through to the DOM and the server's HTML as they are (and warns on camelCase ones).
/* eslint-disable @typescript-eslint/no-unused-vars -- merged interfaces must repeat React's type parameter */
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual' | '' | undefined;
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string | undefined;
    popovertargetaction?: 'toggle' | 'show' | 'hide' | undefined;
  }
}
