import { useEffect, useState } from 'react';
import { readSms, type MailboxMessage } from './api';

/** The dev SMS outbox: every text the reference server sent (no SMS provider in dev), newest first. */
export function SmsOutbox() {
  const [messages, setMessages] = useState<MailboxMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    readSms(controller.signal).then(setMessages, (e: Error) => controller.signal.aborted || setError(e.message));
    return () => controller.abort();
  }, [version]);

  return (
    <section className="demo-card demo-sms-outbox" aria-labelledby="sms-title">
      <div className="demo-row demo-sms-head">
        <h2 id="sms-title" className="demo-subtitle">Text messages</h2>
        <button className="demo-button demo-button-secondary" type="button" onClick={() => setVersion((v) => v + 1)}>Refresh texts</button>
      </div>
      <div aria-live="polite">
        {error && <p className="demo-error" role="alert">{error}</p>}
        {messages?.length === 0 && <p className="demo-muted">No text messages yet.</p>}
      </div>
      <ul className="demo-list">
        {messages?.map((m) => (
          <li key={m.id} className="demo-message" data-channel="sms">
            <div className="demo-message-head">
              <strong>To {m.to}</strong>
              <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time>
            </div>
            <p className="demo-message-text">{m.text}</p>
            {m.codes.map((code) => (
              <code key={code} className="demo-code">{code}</code>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
