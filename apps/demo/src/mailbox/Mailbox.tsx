import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isPreview } from '../portico';
import { mailSegments, readMailbox, type MailboxMessage } from './api';
import { SmsOutbox } from './SmsOutbox';

/** A readable view of the dev mailbox: activation, invitation and reset links are clickable. */
export function Mailbox() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState(to);
  const [messages, setMessages] = useState<MailboxMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!to) return;
    const controller = new AbortController();
    setMessages(null);
    setError(null);
    readMailbox(to, controller.signal).then(setMessages, (e: Error) => controller.signal.aborted || setError(e.message));
    return () => controller.abort();
  }, [to, version]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft.trim() ? { to: draft.trim() } : {});
  };

  return (
    <div className="demo-stack-lg">
      <section className="demo-card" aria-labelledby="mailbox-title">
        <h1 id="mailbox-title" className="demo-title">Dev mailbox</h1>
        <p className="demo-muted">Mail and SMS the reference server would send, kept on this machine in dev mode. Activation, invitation and reset links open here in the demo.</p>
        <form className="demo-row demo-mailbox-form" onSubmit={submit}>
          <label className="demo-label" htmlFor="mailbox-to">Address</label>
          <input id="mailbox-to" className="demo-input" type="email" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="someone@example.com" />
          <button className="demo-button" type="submit">Open</button>
          {to && <button className="demo-button demo-button-secondary" type="button" onClick={() => setVersion((v) => v + 1)}>Refresh</button>}
        </form>
        <div aria-live="polite">
          {error && <p className="demo-error" role="alert">{error}</p>}
          {to && !messages && !error && <p className="demo-muted">Loading…</p>}
          {messages?.length === 0 && <p className="demo-muted">No messages for {to}.</p>}
        </div>
        <ul className="demo-list">
          {messages?.map((m) => (
            <li key={m.id} className="demo-message" data-channel={m.channel}>
              <div className="demo-message-head">
                <strong>{m.subject || (m.channel === 'sms' ? 'SMS' : '(no subject)')}</strong>
                <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time>
              </div>
              <p className="demo-message-text">
                {mailSegments(m.text).map((part, i) =>
                  part.kind === 'text' ? part.text : <Link key={i} className="demo-link demo-mail-link" to={part.to}>{part.label}</Link>,
                )}
              </p>
              {m.codes.map((code) => (
                <code key={code} className="demo-code">{code}</code>
              ))}
            </li>
          ))}
        </ul>
      </section>
      {!isPreview() && <SmsOutbox />}
    </div>
  );
}
