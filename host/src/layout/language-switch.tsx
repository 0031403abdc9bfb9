import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from '@directpay/shared-ui/routing';
import { switchLanguage, useLocale } from '@directpay/shared-ui/i18n';
import { LOCALE_NAMES, LOCALE_TAGS, localizedPath, type Locale } from '@directpay/contracts';
import { useMessages } from '../messages';

/**
 * A link to this page in the other language: a real link (it works before the scripts run
 * and opens in a new tab), which a plain click turns into an in-place switch that keeps the
 * page's state and scroll.
 */
export function LanguageSwitch({ className, onSwitch, children }: { className?: string; onSwitch?: () => void; children?: ReactNode }) {
  const t = useMessages();
  const locale = useLocale();
  const other: Locale = locale === 'en' ? 'es' : 'en';
  const { pathname, search, hash } = useLocation();
  const href = localizedPath(`${pathname}${search}${hash}`, other);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSwitch?.();
    void switchLanguage(other);
  };
  return (
    <a
      className={className}
      href={href}
      hrefLang={LOCALE_TAGS[other]}
      lang={LOCALE_TAGS[other]}
      onClick={onClick}
      // Words of its own (in the other language) name the link; else the language's name, with a label saying what it does.
      aria-label={children ? undefined : t('language.switchLabel', { language: LOCALE_NAMES[other] })}
      translate="no"
    >
      {children ?? LOCALE_NAMES[other]}
    </a>
  );
}
