import * as Menu from '@radix-ui/react-dropdown-menu';
import styled from '@directpay/shared-ui/styled';
import { CONFIRM_PRICES_ACTION_TEXT } from '@directpay/contracts';
import { useContractText } from '@directpay/shared-ui/i18n';

/** The menu item that opens the price card's snippets. */
export const PRICE_CARD_ACTION = 'Price card for your website';
import { Button, theme } from '@directpay/shared-ui';

const Content = styled(Menu.Content)`
  min-width: 12rem;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 10px 24px rgb(0 0 0 / 0.15);
  padding: 0.25rem;
  z-index: 950;
`;

const Item = styled(Menu.Item)<{ $danger?: boolean }>`
  padding: 0.5rem 0.75rem;
  border-radius: 0.375rem;
  cursor: pointer;
  outline: none;
  color: ${(p) => (p.$danger ? theme.colors.danger : theme.colors.text)};
  &[data-highlighted] { background: ${theme.colors.brandLight}; }
`;

export interface ClinicActions {
  onDoctors: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Confirm every price is current; read the price mismatch reports. */
  onConfirmPrices: () => void;
  onPriceReports: () => void;
  /** The snippets that show the clinic's prices on the owner's own website. */
  onPriceCard: () => void;
  /** Unpublish the location, or publish it again. */
  onTogglePublished: () => void;
}

/** The row's Options menu (Radix: a menu button with arrow-key navigation and typeahead). */
export function ClinicOptionsMenu({ clinicId, clinicName, published, actions }: { clinicId: string; clinicName: string; published: boolean; actions: ClinicActions }) {
  const say = useContractText();
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button $variant="secondary" aria-label={`Options for ${clinicName}`}>
          Options ▾
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Content align="end" sideOffset={4}>
          <Item onSelect={actions.onDoctors}>Add/edit doctors</Item>
          <Item
            onSelect={() => {
              // The public profile opens beside the account page, as in the original.
              window.open(`/clinic/${encodeURIComponent(clinicId)}`, '_blank', 'noopener');
            }}
          >
            Preview
          </Item>
          <Item onSelect={actions.onEdit}>Edit</Item>
          <Item onSelect={actions.onConfirmPrices}>{say(CONFIRM_PRICES_ACTION_TEXT)}</Item>
          <Item onSelect={actions.onPriceReports}>Price reports</Item>
          <Item onSelect={actions.onPriceCard}>{PRICE_CARD_ACTION}</Item>
          <Item onSelect={actions.onTogglePublished}>{published ? 'Unpublish' : 'Publish again'}</Item>
          <Item onSelect={actions.onDuplicate}>Duplicate</Item>
          <Item $danger onSelect={actions.onDelete}>
            Delete
          </Item>
        </Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
