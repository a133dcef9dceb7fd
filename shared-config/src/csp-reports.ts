// Reading Content Security Policy violation reports (local-cloud and the production cspReport function log them).
/**
 * The gist of each report in a violation report body, for a log line: CSP level 2 (`{"csp-report": …}`) or
 * Reporting API (`[{ type: "csp-violation", body: … }]`) shapes. Throws on a body that is not JSON.
 */
export function describeCspReports(body: string): string[] {
  const parsed = JSON.parse(body) as unknown;
  const reports = (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, Record<string, unknown> | undefined>[];
  return reports.map((report) => {
    const fields = report['csp-report'] ?? report.body ?? {};
    const pick = (...names: string[]) => names.map((name) => fields[name]).find((value) => value !== undefined);
    return JSON.stringify({
      directive: pick('effective-directive', 'effectiveDirective', 'violated-directive'),
      blocked: pick('blocked-uri', 'blockedURL'),
      page: pick('document-uri', 'documentURL'),
      sample: pick('script-sample', 'sample'),
    });
  });
}
