import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useNavigate } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { Button, FieldError, media, theme } from '@directpay/shared-ui';
import { useCatalogLabels } from '@directpay/shared-ui/i18n';
import { PinIcon } from '#src/layout/icons';
import { homeCategoryLabels, readCode, rememberedCategoryLabel, whereSearchUrl, type HomeField } from './search-urls';
import { useYourLocation } from './use-your-location';
import { startWhereLookup } from './start-where-lookup';
import { warmSearch } from './warm-search';
import { useMessages } from '#src/messages';

/** Spec, section 9: the address dropdown hides 200 ms after blur. */
const HIDE_AFTER_BLUR_MS = 200;

const Form = styled.form`
  display: flex;
  gap: 0.5rem;
  max-width: 40rem;
  ${media.mobile} { flex-direction: column; }
`;

const Field = styled.div`
  position: relative;
  flex: 1;
  &.code { flex: 0 1 12rem; }
  &.category { flex: 0 1 11rem; }
  ${media.mobile} { &.code, &.category { flex: none; } }
  input, select {
    width: 100%;
    min-height: 3rem;
    padding: 0.5rem 0.875rem;
    font: inherit;
    border: 1px solid #6b7280;
    border-radius: ${theme.radius};
    background: #fff;
  }
`;

/** In the stacked phone layout an overlay would cover Find clinics: the dropdown is pushed down instead. */
const Dropdown = styled.div`
  position: absolute;
  z-index: 10;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  padding: 0.25rem;
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 8px 20px rgb(0 0 0 / 0.12);
  button { width: 100%; justify-content: flex-start; }
  ${media.mobile} { position: static; margin-top: 0.25rem; }
`;

/**
 * The hero's search: a real form to /search whose fields carry the search URL's own names, so
 * what is typed and sent before the page's script has run (or without it) reaches the search as
 * a plain GET. Once the script runs, the form is sent in the page instead. The fields are left
 * to the browser (uncontrolled): text typed before hydration stays, and is what is sent.
 */
export function HeroSearch() {
  const t = useMessages();
  const navigate = useNavigate();
  const say = useCatalogLabels();
  const [codeError, setCodeError] = useState(false);
  const [showOptions, setShowOptions] = useState(false);
  const hideTimer = useRef<number>(undefined);
  const { locate, locating } = useYourLocation();
  const category = useRef<HTMLSelectElement>(null);
  const categoryPicked = useRef(false);
  // The prerendered form offers the first category; a returning visitor's last search's
  // category is what they come back for, unless they already picked one before hydration.
  useEffect(() => {
    const remembered = rememberedCategoryLabel();
    const select = category.current;
    if (remembered && select && !categoryPicked.current && select.selectedIndex === 0) select.value = remembered;
  }, []);

  const onFocus = () => {
    window.clearTimeout(hideTimer.current);
    setShowOptions(true);
  };
  // Focus moving to 'Your location' keeps the option open; leaving the field hides it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    hideTimer.current = window.setTimeout(() => setShowOptions(false), HIDE_AFTER_BLUR_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { where, category, code } = Object.fromEntries(new FormData(event.currentTarget)) as Record<HomeField, string>;
    const read = readCode(code);
    if (read === undefined) return setCodeError(true);
    startWhereLookup(where);
    // A billing code searches every category, as the search's own code box does.
    navigate(whereSearchUrl(where, read, read ? undefined : category));
  };

  return (
    <Form role="search" aria-label={t('home.search.label')} action="/search" method="get" onSubmit={onSubmit} onFocus={warmSearch} onPointerDown={warmSearch}>
      <Field onFocus={onFocus} onBlur={onBlur} onKeyDown={(e) => e.key === 'Escape' && setShowOptions(false)}>
        <label htmlFor="home-where" className="visually-hidden">
          {t('home.search.whereLabel')}
        </label>
        <input
          id="home-where"
          name={'where' satisfies HomeField}
          type="text"
          autoComplete="street-address"
          placeholder={t('home.search.wherePlaceholder')}
          defaultValue=""
        />
        {showOptions && (
          <Dropdown>
            <Button $variant="ghost" onClick={locate} disabled={locating}>
              <PinIcon />
              {locating ? t('home.search.locating') : t('home.search.yourLocation')}
            </Button>
          </Dropdown>
        )}
      </Field>
      <Field className="category">
        <label htmlFor="home-category" className="visually-hidden">
          {t('home.search.category')}
        </label>
        <select id="home-category" name={'category' satisfies HomeField} ref={category} onChange={() => (categoryPicked.current = true)}>
          {homeCategoryLabels().map((label) => (
            <option key={label} value={label}>
              {say.label(label)}
            </option>
          ))}
        </select>
      </Field>
      <Field className="code">
        <label htmlFor="home-code" className="visually-hidden">
          {t('home.search.codeLabel')}
        </label>
        <input
          id="home-code"
          name={'code' satisfies HomeField}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          placeholder={t('home.search.codePlaceholder')}
          defaultValue=""
          aria-invalid={codeError || undefined}
          aria-describedby={codeError ? 'home-code-error' : undefined}
          onChange={() => setCodeError(false)}
        />
        <FieldError id="home-code-error" message={codeError ? t('home.search.codeMessage') : undefined} announce />
      </Field>
      <Button type="submit">{t('home.search.submit')}</Button>
    </Form>
  );
}
