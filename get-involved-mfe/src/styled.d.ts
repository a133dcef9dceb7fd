// The shared theme's shape for styled-components' `theme` prop in this app's styles.
import 'styled-components';
import type { Theme } from '@stallions/shared-ui';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
