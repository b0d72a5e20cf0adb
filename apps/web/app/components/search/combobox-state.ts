/** What a suggestions combobox shows (WAI-ARIA 1.2 combobox with a listbox popup, manual selection). */
export interface ComboboxState<Option> {
  options: readonly Option[];
  /** Whether the popup shows; it never shows empty. */
  open: boolean;
  /** The option that aria-activedescendant points at; -1 for none (focus stays in the text). */
  activeIndex: number;
  /** True once an answer came for the text typed: "No suggestions" is then worth saying. */
  answered: boolean;
}

export type ComboboxAction<Option> =
  | { type: 'answered'; options: readonly Option[] }
  | { type: 'cleared' }
  | { type: 'closed' }
  | { type: 'moved'; direction: 'next' | 'previous' };

export const initialComboboxState = <Option>(): ComboboxState<Option> => ({
  options: [],
  open: false,
  activeIndex: -1,
  answered: false,
});

/**
 * Arrow keys move through the options and wrap around; on a closed popup that has options they open it at
 * the first (down) or last (up) one. New options or new text drop the active one.
 */
export function comboboxReducer<Option>(
  state: ComboboxState<Option>,
  action: ComboboxAction<Option>,
): ComboboxState<Option> {
  switch (action.type) {
    case 'answered':
      return { options: action.options, open: action.options.length > 0, activeIndex: -1, answered: true };
    case 'cleared':
      return initialComboboxState();
    case 'closed':
      return { ...state, open: false, activeIndex: -1 };
    case 'moved': {
      const count = state.options.length;
      if (count === 0) return state;
      const step = action.direction === 'next' ? 1 : -1;
      const from = state.open ? state.activeIndex : -1;
      const activeIndex = from === -1 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count;
      return { ...state, open: true, activeIndex };
    }
  }
}
