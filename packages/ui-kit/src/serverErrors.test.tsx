import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { mapServerError, readServerIssues, useServerErrors, useZodForm, type ServerErrorWords } from './form';

afterEach(() => cleanup());

const WORDS: ServerErrorWords = {
  field: (field, message) => (field === 'phoneNumber' ? 'Enter the phone number in international format, e.g. +14155550123' : `Check ${field} (${message})`),
  general: 'Some details were not accepted.',
  summary: 'Some fields need a change.',
};

describe('server validation errors', () => {
  it('reads the joined "path: message" lines back, commas inside messages kept', () => {
    expect(readServerIssues('phoneNumber: Invalid E.164, dateFormat: Expected one of DD/MM/YYYY, MM/DD/YYYY')).toEqual({
      issues: [{ path: 'phoneNumber', message: 'Invalid E.164' }, { path: 'dateFormat', message: 'Expected one of DD/MM/YYYY, MM/DD/YYYY' }],
      other: [],
    });
    expect(readServerIssues('sessionIdleTimeoutConfiguration.timeout: Too small: expected number to be >0').issues)
      .toEqual([{ path: 'sessionIdleTimeoutConfiguration.timeout', message: 'Too small: expected number to be >0' }]);
    // Catalogue messages (uppercase, no path) are not validation lines.
    expect(readServerIssues('Subscription not found.')).toEqual({ issues: [], other: ['Subscription not found.'] });
    expect(readServerIssues('Error 500 - Internal Server Error').issues).toEqual([]);
  });

  it('maps each refusal to its field in words; unknown fields get the general message; catalogue text stays exact', () => {
    expect(mapServerError('phoneNumber: Invalid E.164', ['name', 'phoneNumber'], WORDS)).toEqual({
      fields: { phoneNumber: 'Enter the phone number in international format, e.g. +14155550123' }, general: 'Some fields need a change.',
    });
    expect(mapServerError('metadata: Expected JSON text', ['name'], WORDS)).toEqual({ fields: {}, general: 'Some details were not accepted.' });
    expect(mapServerError('No changes to update', ['name'], WORDS)).toEqual({ fields: {}, general: 'No changes to update' });
    expect(mapServerError(undefined, ['name'], WORDS)).toEqual({ fields: {} });
    // Aliases: a nested server path onto the form's own field name.
    expect(mapServerError('sessionIdleTimeoutConfiguration.timeout: Too big', ['idleTimeout'], WORDS, { sessionIdleTimeoutConfiguration: 'idleTimeout' }).fields)
      .toEqual({ idleTimeout: 'Check idleTimeout (Too big)' });
  });

  it('useServerErrors puts the sentence under the field and returns the alert text', async () => {
    const schema = z.object({ name: z.string(), phoneNumber: z.string() });
    function Form() {
      const [error, setError] = useState<string>();
      const form = useZodForm(schema, { name: 'Ada', phoneNumber: '12' });
      const alert = useServerErrors(form, error, WORDS);
      return (
        <form onSubmit={form.handleSubmit(() => setError('phoneNumber: Invalid E.164'))}>
          <input aria-label="Phone" {...form.register('phoneNumber')} />
          <p role="alert">{alert}</p>
          <p data-testid="phone-error">{form.formState.errors.phoneNumber?.message}</p>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the phone number in international format, e.g. +14155550123')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Some fields need a change.');
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'));
  });
});
