// What a page tells the server that renders it: its head (title, description) and its HTTP status (404 for
// a path no page owns). Pages say it during render, which is all a server render runs; in the browser there
// is no recorder and usePageMeta updates the document in an effect instead.
import { createContext, useContext, type ReactNode } from 'react';

export interface PageRecord {
  title?: string;
  description?: string;
  status?: number;
}

const PageRecorderContext = createContext<PageRecord | null>(null);

/** The render server wraps a page in this and reads `record` once the render is complete. */
export function PageRecorder({ record, children }: { record: PageRecord; children: ReactNode }) {
  return <PageRecorderContext.Provider value={record}>{children}</PageRecorderContext.Provider>;
}

export const usePageRecord = (): PageRecord | null => useContext(PageRecorderContext);

/** A page no route owns answers 404 to the server's request (it still renders its content). */
export function useNotFoundStatus(): void {
  const record = usePageRecord();
  if (record) record.status = 404;
}
