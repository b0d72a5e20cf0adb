import { describe, expect, it } from 'vitest';
import { fromJsonText, toJsonText } from './json-text';

describe('JSON text', () => {
  it.each([
    ['messages', { a1: ['Call ', ['number']], b2: ['Nigeria’s number'] }],
    ['quotes of both kinds', { 'it\'s "quoted"': ["'", '"', '\\"', "\\'"] }],
    [
      'pairs',
      [
        ['abia', 'Abia'],
        ['fct', 'Federal Capital Territory'],
      ],
    ],
  ])('gives back the value it was made of (%s)', (_name, value) => {
    expect(fromJsonText(toJsonText(value))).toEqual(value);
  });

  it('holds no double quote for the stream to escape', () => {
    expect(toJsonText({ name: 'Lagos', note: 'Toll-free' })).not.toContain('"');
  });
});
