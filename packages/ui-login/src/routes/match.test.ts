import { describe, expect, it } from 'vitest';
import { createPathMatcher } from './match';

describe('createPathMatcher', () => {
  const match = createPathMatcher([
    ['/account/login', 'login'],
    ['/account/sign-up', 'signUp'],
    ['/account/login', 'second'],
    ['/users/:id', 'user'],
    ['/users/me', 'me'],
  ] as const);

  it('matches like <Routes>: case-insensitive, trailing slash ignored, escapes decoded', () => {
    expect(match('/account/login')).toBe('login');
    expect(match('/Account/Login/')).toBe('login');
    expect(match('/account/sign%2Dup')).toBe('signUp');
  });

  it('the first of two equal paths wins, and a plain path outranks a pattern', () => {
    expect(match('/users/me')).toBe('me');
    expect(match('/users/42')).toBe('user');
  });

  it('answers nothing off its paths and for deeper addresses', () => {
    expect(match('/dashboard')).toBeUndefined();
    expect(match('/account/login/more')).toBeUndefined();
    expect(match('/account/log')).toBeUndefined();
  });
});
