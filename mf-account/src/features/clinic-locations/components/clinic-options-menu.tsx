import * as Menu from '@radix-ui/react-dropdown-menu';
import styled from '@directpay/shared-ui/styled';
import { CONFIRM_PRICES_ACTION_TEXT, localizedPath } from '@directpay/contracts';
import { Button, theme } from '@directpay/shared-ui';
import { useContractText, useLocale } from '@directpay/shared-ui/i18n';
import { useMessages } from '#src/messages';

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
  const t = useMessages();
  const locale = useLocale();
  const say = useContractText();
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button $variant="secondary" aria-label={t('options.label', { name: clinicName })}>
          {t('options.button')} ▾
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Content align="end" sideOffset={4}>
          <Item onSelect={actions.onDoctors}>{t('options.doctors')}</Item>
          <Item
            onSelect={() => {
              // The public profile opens beside the account page, as in the original.
              // In the page's language: a full-page URL, so its prefix is added here.
              window.open(localizedPath(`/clinic/${encodeURIComponent(clinicId)}`, locale), '_blank', 'noopener');
            }}
          >
            {t('options.preview')}
          </Item>
          <Item onSelect={actions.onEdit}>{t('options.edit')}</Item>
          <Item onSelect={actions.onConfirmPrices}>{say(CONFIRM_PRICES_ACTION_TEXT)}</Item>
          <Item onSelect={actions.onPriceReports}>{t('options.priceReports')}</Item>
          <Item onSelect={actions.onPriceCard}>{t('options.priceCard')}</Item>
          <Item onSelect={actions.onTogglePublished}>{published ? t('options.unpublish') : t('options.publishAgain')}</Item>
          <Item onSelect={actions.onDuplicate}>{t('options.duplicate')}</Item>
          <Item $danger onSelect={actions.onDelete}>
            {t('options.delete')}
          </Item>
        </Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
