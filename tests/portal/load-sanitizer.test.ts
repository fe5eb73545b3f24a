import { describe, expect, it } from 'vitest';
import { loadSanitizer } from '../../src/portal/app/loadSanitizer';

describe('the sanitiser of the responses config names (loaded on demand)', () => {
  it('keeps simple emphasis and drops every other tag, every attribute and any script', async () => {
    const sanitize = await loadSanitizer();
    expect(sanitize('<b>New</b> <em>rebate</em><br><strong>tier</strong> <i>now</i>')).toBe('<b>New</b> <em>rebate</em><br><strong>tier</strong> <i>now</i>');
    expect(sanitize('Hi <img src=x onerror=alert(1)><a href="https://x.example">there</a><b onclick="x()">!</b><script>alert(1)</script>')).toBe(
      'Hi there<b>!</b>',
    );
  });
});
