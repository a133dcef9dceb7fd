import { describeCspReports } from './csp-reports';

describe('describeCspReports', () => {
  it('reads CSP level 2 and Reporting API bodies alike', () => {
    const legacy = JSON.stringify({
      'csp-report': { 'document-uri': 'https://a/', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' },
    });
    expect(describeCspReports(legacy)).toEqual([
      '{"directive":"script-src-elem","blocked":"inline","page":"https://a/"}',
    ]);
    const reporting = JSON.stringify([
      {
        type: 'csp-violation',
        body: { documentURL: 'https://a/x', effectiveDirective: 'img-src', blockedURL: 'https://b/i.png', sample: '' },
      },
    ]);
    expect(describeCspReports(reporting)).toEqual([
      '{"directive":"img-src","blocked":"https://b/i.png","page":"https://a/x","sample":""}',
    ]);
  });

  it('throws on a body that is not JSON', () => {
    expect(() => describeCspReports('<script>')).toThrow();
  });
});
