import { describe, expect, it } from 'vitest';
import en from '@/messages/en/Nav.json';
import { isActive, isGroup, mainNav } from './navigation';

describe('isActive', () => {
  it('marks home only on /', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/', '/about')).toBe(false);
  });
  it('marks a section on its own path and below it, not on a prefix lookalike', () => {
    expect(isActive('/blog', '/blog')).toBe(true);
    expect(isActive('/blog', '/blog/x')).toBe(true);
    expect(isActive('/pr-studio', '/pr-studio-old')).toBe(false);
  });
});

describe('mainNav', () => {
  it('holds the documented dropdowns with their entries in order', () => {
    const groups = mainNav.filter(isGroup);
    expect(groups.map((g) => [en[g.label], g.items.map((i) => en[i.label])])).toEqual([
      ['Services', ['All Services', 'PR Studio', 'Pricing']],
      ['Media Tools', ['PR Credibility Checker', 'Angle Finder']],
    ]);
  });
});
