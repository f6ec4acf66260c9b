import { describe, expect, it } from 'vitest';
import { edgeInputProblem, MAX_EDGE_TEXT, TEXT_TOO_LONG } from './edge-input';

describe('the edge text rule', () => {
  it('refuses a string longer than MAX_EDGE_TEXT, NUL and lone surrogates', () => {
    expect(edgeInputProblem({ name: 'y'.repeat(MAX_EDGE_TEXT + 1) })).toBe(TEXT_TOO_LONG);
    expect(edgeInputProblem({ name: 'y'.repeat(MAX_EDGE_TEXT) })).toBeUndefined();
    expect(edgeInputProblem({ name: 'a\u0000b' })).toBeDefined();
    expect(edgeInputProblem({ name: 'x\ud800y' })).toBeDefined();
  });

  it('issue 31: lets a file through as base64 in a ...Base64 field (a 10,000-line statement), nothing else', () => {
    const file = Buffer.from('24/11/2026,IBG CREDIT SB HP 2024 0905,FT1,5840.00,\n'.repeat(10_000)).toString(
      'base64',
    );
    expect(file.length).toBeGreaterThan(MAX_EDGE_TEXT);
    expect(edgeInputProblem({ bankAccountId: 1, contentBase64: file })).toBeUndefined();
    // The same length of text in another field, or of anything but base64 in that one, is still refused.
    expect(edgeInputProblem({ description: file })).toBe(TEXT_TOO_LONG);
    expect(edgeInputProblem({ contentBase64: `${file}\u0000` })).toBe(TEXT_TOO_LONG);
    expect(edgeInputProblem({ contentBase64: file.replace(/A/g, ' ') })).toBe(TEXT_TOO_LONG);
    // Beyond the body's own limit (2 MB), no.
    expect(edgeInputProblem({ contentBase64: 'A'.repeat(2 * 1024 * 1024 + 4) })).toBe(TEXT_TOO_LONG);
  });
});
