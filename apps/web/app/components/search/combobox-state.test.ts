import { describe, expect, it } from 'vitest';
import { comboboxReducer, initialComboboxState } from './combobox-state';
import type { ComboboxAction, ComboboxState } from './combobox-state';

const run = (...actions: ComboboxAction<string>[]): ComboboxState<string> =>
  actions.reduce(comboboxReducer<string>, initialComboboxState<string>());

const answered = (...options: string[]): ComboboxAction<string> => ({ type: 'answered', options });
const down: ComboboxAction<string> = { type: 'moved', direction: 'next' };
const up: ComboboxAction<string> = { type: 'moved', direction: 'previous' };

describe('comboboxReducer', () => {
  it('opens on an answer with options, with none active', () => {
    expect(run(answered('a', 'b'))).toEqual({
      options: ['a', 'b'],
      open: true,
      activeIndex: -1,
      answered: true,
    });
  });

  it('stays closed on an empty answer, which still counts as answered', () => {
    expect(run(answered())).toMatchObject({ open: false, answered: true });
  });

  it.each([
    ['down goes to the first option', [down], 0],
    ['down, down goes to the second', [down, down], 1],
    ['down past the last wraps to the first', [down, down, down, down], 0],
    ['up goes to the last option', [up], 2],
    ['up from the first wraps to the last', [down, up], 2],
  ])('%s', (_name, moves, activeIndex) => {
    expect(run(answered('a', 'b', 'c'), ...moves)).toMatchObject({ open: true, activeIndex });
  });

  it('closes on Escape and forgets the active option; Arrow Down opens it again at the first', () => {
    const closed = run(answered('a', 'b'), down, down, { type: 'closed' });
    expect(closed).toMatchObject({ open: false, activeIndex: -1, options: ['a', 'b'] });
    expect(comboboxReducer(closed, down)).toMatchObject({ open: true, activeIndex: 0 });
  });

  it('does nothing on arrows without options', () => {
    const state = run(answered());
    expect(comboboxReducer(state, down)).toBe(state);
  });

  it('new options drop the active one; cleared text drops everything', () => {
    expect(run(answered('a', 'b'), down, answered('c'))).toMatchObject({ activeIndex: -1, options: ['c'] });
    expect(run(answered('a'), down, { type: 'cleared' })).toEqual(initialComboboxState());
  });
});
