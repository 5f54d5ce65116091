import { Button } from './Button';
import { cx } from './cx';

/** Props of {@link ImpersonationBanner}: the words come from the caller's localization, the state from core-state. */
export interface ImpersonationBannerProps {
  /** Whom the admin is impersonating, e.g. "You are impersonating Ada". */
  title: string;
  /** Who is really signed in, e.g. "(signed in as admin@example.com)". */
  by: string;
  /** The end button's label, and its label while the impersonation ends. */
  endLabel: string;
  endingLabel: string;
  /** True while the end request runs: the button shows its loading state. */
  ending: boolean;
  onEnd: () => void;
  /** Stable part classes of the host (`root`, `text`, `by`, `end`), each beside ui-kit's own. */
  classNames?: Partial<Record<'root' | 'text' | 'by' | 'end', string>>;
  /** Language and direction of the words when they differ from the page's. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** Shown while the access token has an `act` claim: who is impersonated, by whom, and the way back (a status region). */
export function ImpersonationBanner({ title, by, endLabel, endingLabel, ending, onEnd, classNames = {}, lang, dir }: ImpersonationBannerProps) {
  return (
    <div className={cx('portico-impersonation', classNames.root)} role="status" lang={lang} dir={dir}>
      <p className={cx('portico-impersonation__text', classNames.text)}>
        <strong>{title}</strong> <span className={cx('portico-impersonation__by', classNames.by)}>{by}</span>
      </p>
      <Button variant="secondary" className={cx('portico-impersonation__end', classNames.end)} loading={ending} onClick={onEnd}>
        {ending ? endingLabel : endLabel}
      </Button>
    </div>
  );
}
