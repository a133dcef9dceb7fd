import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, SiteFonts } from './GlobalStyle';
import { theme } from './theme';

/** The theme plus global styles and fonts: wrap the whole app (shell, or a remote running standalone) once. */
export function SiteThemeProvider({ children }: { children?: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SiteFonts />
      {children}
    </ThemeProvider>
  );
}
