import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { fontsDeclaredByPage, GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/** The theme plus global styles and fonts: wrap the whole app (shell, or a remote running standalone) once. */
export function SiteThemeProvider({ children }: { children?: ReactNode }) {
  const [fontsDeclared] = useState(() => fontsDeclaredByPage());
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle $fontsDeclared={fontsDeclared} />
      {children}
    </ThemeProvider>
  );
}
