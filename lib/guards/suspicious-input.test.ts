import { describe, expect, it } from 'vitest';
import { checkSuspicious } from './suspicious-input';

describe('checkSuspicious', () => {
  it.each([
    ['', 'incomplete'],
    ['   \n\t ', 'incomplete'],
    [' ab ', 'incomplete'],
    ['aaaaaa', 'spam'],
    ['We raised!!!!!! money', 'spam'],
    ['😀😀😀😀😀😀 launch', 'spam'],
    ['This is a test release', 'test'],
    ['TEST', 'test'],
    ['asdfgh launch', 'test'],
    ['Qwerty Labs launches', 'test'],
    ['Lorem Ipsum dolor sit amet', 'test'],
    ['Order 123456 shipped', 'test'],
  ] as const)('flags %j as %s', (value, reason) => {
    expect(checkSuspicious(value)).toBe(reason);
  });

  it.each([
    'abc',
    'Aurelis Network launches its mainnet on the public testnet results',
    'The latest contest winners were announced',
    'Raised USD 14M in a Series A round led by Northgate Capital',
    'aaaaa five in a row is fine',
  ])('accepts %j', (value) => {
    expect(checkSuspicious(value)).toBeNull();
  });

  it('reports spam before test input when both apply', () => {
    expect(checkSuspicious('test zzzzzzzz')).toBe('spam');
  });
});
