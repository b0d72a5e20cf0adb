import { Plural, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Suggestion } from '@carefinder/contracts';
import { INPUT_CLASS } from '~/components/forms/input-class';
import { useLocale } from '~/lib/i18n/use-locale';
import { useSuggestionWords } from './suggestion-words';
import { useHydrated } from '~/lib/use-hydrated';
import { comboboxReducer, initialComboboxState } from './combobox-state';

/** Suggestions start from this many characters (SUGGEST_MIN_CHARS of the contract). */
const MIN_CHARS = 2;
/** Typing pauses this long before a request, so a word typed quickly asks once. */
const SUGGEST_DEBOUNCE_MS = 150;

const loadFetcher = () => import('./fetch-suggestions');

export interface SearchComboboxProps {
  id: string;
  name: string;
  defaultValue?: string;
  placeholder?: string;
  className?: string;
}

/**
 * A search box that suggests listings, terms and places as the visitor types (WAI-ARIA 1.2 combobox with a
 * listbox popup): arrows move through the suggestions, Enter or a click opens one, Escape closes them, and
 * Enter with none chosen submits the form as usual. The server HTML is a plain search box in a GET form, so
 * searching works without JavaScript; the combobox roles are added to the same element once the browser
 * takes over, so text typed before then stays.
 */
export function SearchCombobox({ id, name, defaultValue, placeholder, className = '' }: SearchComboboxProps) {
  const { t } = useLingui();
  const { locale, pathIn } = useLocale();
  const wordsOf = useSuggestionWords();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const listboxId = useId();
  // Null until the visitor types: a prefilled box asks for nothing.
  const [typed, setTyped] = useState<string | null>(null);
  const [state, dispatch] = useReducer(comboboxReducer<Suggestion>, initialComboboxState<Suggestion>());
  const inputRef = useRef<HTMLInputElement>(null);
  const shownDefault = useRef(defaultValue);
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const expanded = state.open && state.options.length > 0;

  useEffect(() => {
    const query = typed?.trim() ?? '';
    if (query.length < MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadFetcher()
        .then(({ fetchSuggestions }) => fetchSuggestions(query, locale, controller.signal))
        .then((options) => dispatch({ type: 'answered', options }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.error('Suggestions could not load', error);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, locale]);

  useEffect(() => {
    // Back and Forward change the page's text under this uncontrolled box; someone typing in it keeps theirs.
    const input = inputRef.current;
    if (!input || shownDefault.current === defaultValue) return;
    shownDefault.current = defaultValue;
    if (document.activeElement !== input) input.value = defaultValue ?? '';
  }, [defaultValue]);

  const activeOptionId = state.activeIndex >= 0 ? optionId(state.activeIndex) : undefined;
  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  const pick = (suggestion: Suggestion) => {
    dispatch({ type: 'closed' });
    void navigate(pathIn(suggestion.url));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (state.options.length === 0) return;
      event.preventDefault();
      dispatch({ type: 'moved', direction: event.key === 'ArrowDown' ? 'next' : 'previous' });
    } else if (event.key === 'Enter') {
      const active = expanded ? state.options[state.activeIndex] : undefined;
      if (active) {
        event.preventDefault();
        pick(active);
      } else {
        // The form submits the text; a late answer must not open suggestions over the results.
        setTyped(null);
        dispatch({ type: 'cleared' });
      }
    } else if (event.key === 'Escape' && expanded) {
      // A search box clears itself on Escape; with suggestions open, Escape only closes them.
      event.preventDefault();
      dispatch({ type: 'closed' });
    }
  };

  return (
    <div className="relative w-full min-w-0">
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        {...(hydrated && {
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': expanded,
          'aria-controls': listboxId,
          'aria-activedescendant': expanded ? activeOptionId : undefined,
        })}
        onFocus={() => void loadFetcher().catch(() => undefined)}
        onChange={(event) => {
          setTyped(event.target.value);
          if (event.target.value.trim().length < MIN_CHARS) dispatch({ type: 'cleared' });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Leaving the box drops a pending request too: its answer must not open over what has focus now.
          setTyped(null);
          dispatch({ type: 'closed' });
        }}
        className={`${INPUT_CLASS} ${className}`}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t`Suggestions`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-md border border-gray-400 bg-white py-1 shadow-lg"
      >
        {state.options.map((suggestion, index) => (
          // The input keeps focus (aria-activedescendant); keys are handled there, so options take clicks only.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${suggestion.kind}:${suggestion.url}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === state.activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            className={`flex min-h-[44px] cursor-pointer flex-col justify-center px-3 py-1 ${index === state.activeIndex ? 'bg-green-100 outline-2 -outline-offset-2 outline-green-800' : 'hover:bg-gray-100'}`}
          >
            <SuggestionText {...wordsOf(suggestion)} />
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {state.answered && (
          <Plural
            value={state.options.length}
            _0="No suggestions"
            one="# suggestion; use the arrow keys to choose"
            other="# suggestions; use the arrow keys to choose"
          />
        )}
      </p>
    </div>
  );
}

function SuggestionText({ label, detail }: { label: string; detail: string }) {
  return (
    <>
      <span className="font-semibold text-gray-900">{label}</span>
      {detail && <span className="text-sm text-gray-700">{detail}</span>}
    </>
  );
}
