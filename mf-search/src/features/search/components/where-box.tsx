import { useEffect, useRef, useState } from 'react';
import { useCombobox } from 'downshift';
import styled from '@directpay/shared-ui/styled';
import type { Place } from '@directpay/contracts';
import { Button, Input, notify, theme } from '@directpay/shared-ui';
import { getPlaces } from '../api/get-places';
import { usePlaceSuggestions } from '../hooks/use-place-suggestions';
import type { PlaceChoice } from '../hooks/use-search-state';
import { Field } from './field';
import { t as say, useMessages } from '#src/messages';

const Wrap = styled.form`
  position: relative;
  display: flex;
  align-items: flex-end;
  gap: 0.5rem;
  min-width: 0;
  ${Field} { flex: 1; }
`;


const List = styled.ul<{ $open: boolean }>`
  position: absolute;
  z-index: 1100;
  top: 100%;
  left: 0;
  right: 0;
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  list-style: none;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 8px 20px rgb(0 0 0 / 0.12);
  display: ${(p) => (p.$open ? 'block' : 'none')};
`;

const Option = styled.li<{ $active: boolean }>`
  padding: 0.5rem 0.75rem;
  cursor: pointer;
  background: ${(p) => (p.$active ? theme.colors.brandLight : 'transparent')};
`;

interface Props {
  value: string;
  onPlace: (place: PlaceChoice) => void;
}

/** 'Where': a US city or ZIP code, with suggestions from GET /places; choosing one moves the map. */
/** The where box's input: the heading's 'change' moves the focus to it. */
export const WHERE_INPUT_ID = 'search-where';

export function WhereBox({ value, onPlace }: Props) {
  const t = useMessages();
  const [text, setText] = useState(value);
  // Suggestions follow what the visitor types, not the place the page already holds: a
  // place handed over by the URL or chosen here is looked up once, not again for its label.
  const [typed, setTyped] = useState('');
  // The place this box handed up: when the page echoes it back as `value`, the box already
  // shows it, and anything typed since must not be wiped by the echo arriving late.
  const handed = useRef<string | null>(null);
  useEffect(() => {
    if (value === handed.current) return;
    handed.current = null;
    setText(value);
    setTyped('');
  }, [value]);
  const choose = (place: Place) => {
    handed.current = place.label;
    setText(place.label);
    setTyped('');
    onPlace(place);
  };
  const { places } = usePlaceSuggestions(typed);

  const combobox = useCombobox<Place>({
    items: places,
    inputValue: text,
    inputId: WHERE_INPUT_ID,
    itemToString: (p) => p?.label ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setText(inputValue ?? '');
      setTyped(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) choose(selectedItem);
    },
  });

  // Enter without picking a suggestion: take the best match for what was typed.
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    try {
      const best = places[0] ?? (await getPlaces(q)).results[0];
      if (!best) return notify.info(say('where.noPlace'));
      combobox.closeMenu();
      choose(best);
    } catch {
      notify.error(say('where.lookupFailed'));
    }
  };

  const open = combobox.isOpen && places.length > 0;
  return (
    <Wrap role="search" aria-label={t('where.label')} onSubmit={submit}>
      <Field {...combobox.getLabelProps()}>
        {t('where.label')}
        <Input
          {...combobox.getInputProps({ placeholder: t('where.placeholder') })}
          autoComplete="off"
        />
      </Field>
      <Button type="submit" $variant="secondary">
        {t('where.go')}
      </Button>
      <List {...combobox.getMenuProps({ 'aria-label': t('where.places') })} $open={open}>
        {open &&
          places.map((place, index) => (
            <Option key={`${place.label}-${index}`} $active={combobox.highlightedIndex === index} {...combobox.getItemProps({ item: place, index })} translate="no">
              {place.label}
            </Option>
          ))}
      </List>
    </Wrap>
  );
}
