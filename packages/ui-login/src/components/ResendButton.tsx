import { Button } from '@portico/ui-kit';
import { useEffect, useState } from 'react';
import { useLoginBox } from '../context';
import { format } from '../localization';

/** Props of {@link ResendButton}. */
export interface ResendButtonProps {
  onResend(): Promise<unknown> | unknown;
  /** Start cooling down at once (a code was just sent). @default true */
  coolingDown?: boolean;
  disabled?: boolean;
  /** Label before anything was sent (e.g. "Email me a code"); then "Resend code". */
  idleLabel?: string;
}

/** "Resend code" that counts down `resendCooldown` seconds between sends (shown in its label). */
export function ResendButton({ onResend, coolingDown = true, disabled, idleLabel }: ResendButtonProps) {
  const { strings, resendCooldown } = useLoginBox();
  const [left, setLeft] = useState(coolingDown ? resendCooldown : 0);
  const [sent, setSent] = useState(coolingDown);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const waiting = left > 0;
  return (
    <Button
      variant="link"
      className="portico-resend"
      data-cooldown={waiting || undefined}
      disabled={disabled || waiting}
      onClick={async () => {
        setLeft(resendCooldown);
        setSent(true);
        await onResend();
      }}
    >
      {waiting ? format(strings.mfa.resendIn, { seconds: left }) : sent || !idleLabel ? strings.mfa.resend : idleLabel}
    </Button>
  );
}
