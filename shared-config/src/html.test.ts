import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('makes text safe as HTML text and as a quoted attribute, in either quotes', () => {
    expect(escapeHtml(`<script>alert("x" + 'y')</script> & co`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot; + &#39;y&#39;)&lt;/script&gt; &amp; co',
    );
    expect(escapeHtml('&amp;')).toBe('&amp;amp;'); // escaped once more, never taken as already safe
    expect(escapeHtml('Fondation Étalons — مؤسسة')).toBe('Fondation Étalons — مؤسسة');
  });
});
