import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { registerSearchBox, takeSearchFocus } from './shortcut';

/** The FAQ's one search box: a labelled search field with a clear button and how to use it. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    registerSearchBox(input.current);
    if (takeSearchFocus()) input.current?.focus();
    return () => registerSearchBox(null);
  }, []);
  return (
    <form role="search" className="faq-search" onSubmit={(e) => e.preventDefault()} aria-label={t('search.label')}>
      <label htmlFor={`${id}-q`}>{t('search.label')}</label>
      <div className="faq-search-row">
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          value={value}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('search.placeholder')}
          aria-describedby={`${id}-hint`}
          aria-keyshortcuts="/"
          onChange={(e) => onChange(e.target.value)}
        />
        {value ? (
          <button
            type="button"
            className="faq-search-clear"
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            {t('search.clear')}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="faq-search-hint">
        {t('search.hint')}
      </p>
    </form>
  );
}
