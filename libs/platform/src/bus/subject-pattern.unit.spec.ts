import { describe, expect, it } from 'vitest';
import { assertValidPattern, isValidPattern, isValidSubject, subjectMatches } from './subject-pattern.js';

describe('subjectMatches', () => {
  it.each([
    ['rm.users.batch', 'rm.users.batch', true],
    ['rm.users.batch', 'rm.users.u1', false],
    ['rm.users', 'rm.users.batch', false],
    ['rm.users.batch', 'rm.users', false],
    ['rm.*.batch', 'rm.users.batch', true],
    ['rm.*.batch', 'rm.users.u1', false],
    ['rm.*', 'rm.users', true],
    ['rm.*', 'rm.users.batch', false],
    ['rm.*', 'rm', false],
    ['*.*.*', 'rm.users.u1', true],
    ['rm.>', 'rm.users', true],
    ['rm.>', 'rm.users.batch', true],
    ['rm.>', 'rm', false],
    ['>', 'rm', true],
    ['>', 'rm.users.batch', true],
    ['rm.*.>', 'rm.users.u1', true],
    ['rm.*.>', 'rm.users', false],
    ['rm.users.>', 'rmx.users.batch', false],
  ])('%s against %s: %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});

describe('validation', () => {
  it.each(['rm.users.batch', 'a', 'rm.users.0b8e-4f', 'a*b.c>d'])('accepts subject %j', (subject) => {
    expect(isValidSubject(subject)).toBe(true);
  });

  it.each(['', 'rm..users', '.rm', 'rm.', 'rm.*', 'rm.>', 'rm users', 'rm.\tusers'])('rejects subject %j', (subject) => {
    expect(isValidSubject(subject)).toBe(false);
  });

  it.each(['rm.users.batch', 'rm.*', 'rm.>', '>', '*', '*.*.>'])('accepts pattern %j', (pattern) => {
    expect(isValidPattern(pattern)).toBe(true);
  });

  it.each(['', 'rm..*', 'rm.>.users', '>.rm', 'rm. users'])('rejects pattern %j', (pattern) => {
    expect(isValidPattern(pattern)).toBe(false);
    expect(() => assertValidPattern(pattern)).toThrow(TypeError);
  });
});
