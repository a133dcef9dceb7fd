// An island: the one kind of component that runs in the browser. The server renders it in place, like any
// other part of the page, inside an element the browser can find, with what it needs beside it as JSON data
// (its props and the translations it reads; JSON, not a script, so the CSP stays strict). The browser loads its
// code from the remote that exposes it (`<remote>/islands`, the export `name`) and hydrates that element alone,
// in a root of its own, when a visitor can use it (`load`); the rest of the page stays the server's HTML and
// runs nothing.
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import { Button } from '../actions/Button';
import {
  earlySummaryAttribute,
  islandAttribute,
  islandLoadAttribute,
  islandResumeAttribute,
  type IslandLoad,
} from '@stallions/shared-config/render-contract';
import { islandTranslations, type IslandData } from './island-data';

export { islandAttribute };

export interface IslandProps<P extends object> {
  /** The remote that exposes the island's code at `./islands` (its name in the runtime config). */
  remote: string;
  /** The island's export in that module. */
  name: string;
  /** The component itself: rendered here on the server, loaded by name in the browser. */
  component: ComponentType<P>;
  /** Its props: plain JSON data, the same on both sides. */
  props: P;
  /** The `pages` keys whose translations it reads (prefixes: '<section>.<page>.form'); `common` always travels. */
  translations: readonly string[];
  /** When its code loads: at the visitor's first touch (default) or when it nears the viewport. */
  load?: IslandLoad;
  /** A sessionStorage key that, when present, loads it with the page (a form's draft). */
  resumeKey?: string;
  /**
   * A form's early error summary (render-contract's earlySummaryAttribute): rendered hidden beside the island,
   * outside what hydrates, for the page script to show when the form is sent before its code with fields empty.
   */
  earlySummary?: ReactNode;
}

/** `display: contents`: the island's element adds nothing to the layout. */
const Root = styled.div`
  display: contents;
`;

/** Shown by the browser when the island's code cannot load: the server's HTML stays, with this and Retry. */
const Unavailable = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-block: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  &[hidden] {
    display: none;
  }
`;

/** Marks an island's "unavailable" notice; its value is the island's data id. */
export const islandUnavailableAttribute = 'data-island-unavailable';

export function Island<P extends object>({
  remote,
  name,
  component: Component,
  props,
  translations,
  load = 'interaction',
  resumeKey,
  earlySummary,
}: IslandProps<P>) {
  const { t, i18n } = useTranslation('common');
  const dataId = `island-${remote}-${name}`;
  const data: IslandData = {
    remote,
    name,
    props: props as Record<string, unknown>,
    ...islandTranslations(i18n, translations),
  };
  return (
    <>
      <Unavailable hidden role="alert" {...{ [islandUnavailableAttribute]: dataId }}>
        <span>{t('islandUnavailable')}</span>
        <Button type="button">{t('retry')}</Button>
      </Unavailable>
      {earlySummary && (
        <div hidden {...{ [earlySummaryAttribute]: dataId }}>
          {earlySummary}
        </div>
      )}
      <Root
        {...{
          [islandAttribute]: dataId,
          [islandLoadAttribute]: load,
          ...(resumeKey ? { [islandResumeAttribute]: resumeKey } : {}),
        }}
      >
        <Component {...props} />
      </Root>
      <script
        type="application/json"
        id={dataId}
        // JSON that cannot end its script element or break a line (<, U+2028, U+2029 escaped).
        dangerouslySetInnerHTML={{ __html: serializeJson(data) }}
      />
    </>
  );
}

export function serializeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
