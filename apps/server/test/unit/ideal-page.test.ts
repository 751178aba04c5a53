import { describe, expect, it } from 'vitest';
import { idealPageHtml } from '../../src/features/ideal/ideal-page.ts';

describe('the public iDEAL page', () => {
  it('shows the message as text: markup characters and quotes escaped, nothing else changed', () => {
    const html = idealPageHtml(`Bedankt! <script>alert("x")</script> & 'klaar'`);
    expect(html).toContain(
      '<p>Bedankt! &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;klaar&#39;</p>',
    );
    expect(html).not.toContain('<script>');
  });

  it('escapes an ampersand once, so an entity in the message stays visible as typed', () => {
    expect(idealPageHtml('a &amp; b')).toContain('<p>a &amp;amp; b</p>');
  });
});
