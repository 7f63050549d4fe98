import { CloseIcon, SearchIcon } from './drugIcons';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { DRUG_QUERY_MAX, type DrugSearchBy } from '@dawa/shared/drugs';
import { nextActiveIndex } from './drugFormat';
import { matchedPart } from './suggestionMatch';
import { useDrugSuggestions } from './useDrugSuggestions';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import styles from './DrugSearch.module.css';

export interface SearchBoxProps {
  value: string;
  searchBy: DrugSearchBy;
  onValueChange: (value: string) => void;
  /** Enter, the search button or a picked suggestion: search at once. */
  onSearchNow: (value: string) => void;
  /** The results for what is typed are shown: the suggestions step aside unless in use. */
  settled: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The suggestion with the part the typed text matched (exactly or with typos) in bold. */
function Suggestion({ text, typed }: { text: string; typed: string }) {
  const part = matchedPart(text, typed);
  if (!part) return <bdi>{text}</bdi>;
  return (
    <bdi>
      {text.slice(0, part.from)}
      <strong>{text.slice(part.from, part.to)}</strong>
      {text.slice(part.to)}
    </bdi>
  );
}

/**
 * The search box: an ARIA 1.2 combobox whose listbox holds type-ahead suggestions (300 ms after
 * a keystroke). Arrow keys move through them, Enter picks one or searches what is typed.
 */
export function SearchBox({
  value,
  searchBy,
  onValueChange,
  onSearchNow,
  settled,
  inputRef,
}: SearchBoxProps) {
  const { t } = useTranslation('drugs');
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // Suggestions follow typing only: not a value set by the URL or a picked suggestion.
  const [typing, setTyping] = useState(false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, query } = useDrugSuggestions(value, searchBy, typing);
  // The list shown is for what is typed now (an older answer would jump under the cursor).
  const shown = query === value.trim() ? suggestions : [];
  // Once typing stops and the results are in, the list closes so as not to cover them (nor
  // the controls below the box); the arrow keys bring it back.
  const picking = active >= 0 && active < shown.length;
  const open = typing && focused && shown.length > 0 && (!settled || picking);
  const activeIndex = open && picking ? active : -1;

  const close = () => {
    setTyping(false);
    setActive(-1);
  };

  const searchNow = (text: string) => {
    close();
    onSearchNow(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (shown.length === 0) return;
        event.preventDefault();
        setTyping(true);
        setActive(nextActiveIndex(activeIndex, shown.length, event.key));
        return;
      case 'Enter': {
        event.preventDefault();
        const picked = activeIndex >= 0 ? shown[activeIndex] : undefined;
        if (picked !== undefined) onValueChange(picked);
        searchNow(picked ?? value);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        return;
    }
  };

  return (
    <form
      role="search"
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        searchNow(value);
      }}
    >
      <label htmlFor={inputId} className={visuallyHidden}>
        {t('search.label')}
      </label>
      <div className={styles.searchField}>
        <SearchIcon className={styles.searchIcon} />
        <input
          ref={inputRef}
          id={inputId}
          className={styles.searchInput}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          inputMode={searchBy === 'newPrice' ? 'decimal' : 'search'}
          maxLength={DRUG_QUERY_MAX}
          dir="auto"
          placeholder={t(`search.placeholder.${searchBy}`)}
          value={value}
          onChange={(event) => {
            setTyping(true);
            setActive(-1);
            onValueChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setActive(-1);
          }}
        />
        {value !== '' && (
          <button
            type="button"
            className={styles.clearButton}
            aria-label={t('search.clear')}
            onClick={() => {
              onValueChange('');
              searchNow('');
            }}
          >
            <CloseIcon />
          </button>
        )}
        <button type="submit" className={styles.searchButton}>
          <SearchIcon className={styles.searchButtonIcon} />
          <span className={styles.searchButtonText}>{t('search.submit')}</span>
        </button>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className={styles.suggestions}
          hidden={!open}
        >
          {shown.map((suggestion, index) => (
            <li
              key={suggestion}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={styles.suggestion}
              // Keep the focus in the input; the click picks the option.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onValueChange(suggestion);
                searchNow(suggestion);
              }}
            >
              <Suggestion text={suggestion} typed={value.trim()} />
            </li>
          ))}
        </ul>
      </div>
      <p id={hintId} className={styles.searchHint}>
        {t('search.hint')}
      </p>
      <p className={visuallyHidden} aria-live="polite">
        {open ? t('search.suggestionsAvailable', { count: shown.length }) : ''}
      </p>
    </form>
  );
}
