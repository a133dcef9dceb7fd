// The design system's ambient types, for this app's own type check: the theme behind styled-components'
// `theme` (tokens) and the asset modules (*.svg …) that shared-ui's artwork imports.
/// <reference path="../shared-ui/src/styled.d.ts" />
/// <reference path="../shared-ui/src/assets.d.ts" />
