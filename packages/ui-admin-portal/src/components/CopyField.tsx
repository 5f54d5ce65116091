import { useId, useState } from 'react';
import { Button } from '@portico/ui-kit';
import { useStrings } from '../context';

/** A read-only value with a copy button; the result is announced politely. */
export function CopyField({ label, value, name }: { label: string; value: string; name: string }) {
  const strings = useStrings();
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="portico-field portico-admin-copy" data-copy={name}>
      <label className="portico-field-label" htmlFor={id}>{label}</label>
      <div className="portico-admin-copy-row">
        <input id={id} className="portico-input" readOnly value={value} onFocus={(e) => e.target.select()} />
        <Button
          variant="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(value);
              setCopied(true);
            } catch {
              setCopied(false);
            }
          }}
        >
          {strings.common.copy}
        </Button>
      </div>
      <span role="status" className="portico-admin-copy-status">{copied ? strings.common.copied : ''}</span>
    </div>
  );
}
