import { describe, expect, it } from 'vitest';
import { checkSuspicious } from './suspicious-input';

describe('checkSuspicious', () => {
  it('calls empty and whitespace-only values incomplete', () => {
    expect(checkSuspicious('')).toBe('incomplete');
    expect(checkSuspicious('   \n\t ')).toBe('incomplete');
  });

  it('calls values under 3 trimmed characters incomplete', () => {
    expect(checkSuspicious('ab')).toBe('incomplete');
    expect(checkSuspicious('  ab  ')).toBe('incomplete');
    expect(checkSuspicious('abc')).toBeNull();
  });

  it('calls any character repeated 6 or more times in a row spam', () => {
    expect(checkSuspicious('aaaaaa')).toBe('spam');
    expect(checkSuspicious('Great news!!!!!!')).toBe('spam');
    expect(checkSuspicious('Zeta Pay grows 1000000 users')).toBe('spam');
    expect(checkSuspicious('line\n\n\n\n\n\nline')).toBe('spam');
    expect(checkSuspicious('aaaaa is five')).toBeNull();
  });

  it('calls the documented test markers test input, case-insensitively', () => {
    for (const value of [
      'This is a test',
      'TEST release',
      'asdf jkl',
      'my QWERTY board',
      'Lorem ipsum dolor',
      'id 123456 here',
    ]) {
      expect(checkSuspicious(value), value).toBe('test');
    }
  });

  it('matches "test" only as a whole word', () => {
    for (const value of [
      'The latest release',
      'the fastest payments rail',
      'A hackathon contest',
      'attestation reports',
      'testnet goes live',
    ]) {
      expect(checkSuspicious(value), value).toBeNull();
    }
    expect(checkSuspicious('A public test, then mainnet')).toBe('test');
    expect(checkSuspicious('test')).toBe('test');
  });

  it('reports incomplete before spam and spam before test', () => {
    expect(checkSuspicious('  ')).toBe('incomplete');
    expect(checkSuspicious('test aaaaaaa')).toBe('spam');
  });

  it('accepts a realistic value', () => {
    expect(checkSuspicious('Lumora Labs, a Singapore-based stablecoin payments API')).toBeNull();
  });
});

describe('checkSuspicious on the API suite examples', () => {
  it.each([
    ['We raised!!!!!! money', 'spam'],
    ['😀😀😀😀😀😀 launch', 'spam'],
    ['asdfgh launch', 'test'],
    ['Qwerty Labs launches', 'test'],
    ['Lorem Ipsum dolor sit amet', 'test'],
    ['Order 123456 shipped', 'test'],
  ] as const)('flags %j as %s', (value, reason) => {
    expect(checkSuspicious(value)).toBe(reason);
  });

  it.each([
    'Aurelis Network launches its mainnet on the public testnet results',
    'Raised USD 14M in a Series A round led by Northgate Capital',
  ])('accepts %j', (value) => {
    expect(checkSuspicious(value)).toBeNull();
  });
});
