import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert, Button, Card, Link, Spinner, TextField } from './index';

afterEach(() => cleanup());

describe('ui-kit primitives', () => {
  it('TextField links label, description and error for assistive technology', () => {
    render(<TextField label="Email" description="Work address" error="Enter your email address" autoComplete="username" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual(['Work address', 'Enter your email address']);
    expect(input.getAttribute('autocomplete')).toBe('username');
  });

  it('TextField without error is not marked invalid', () => {
    render(<TextField label="Name" />);
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
  });

  it('Button shows its loading state as busy, aria-disabled and data-loading, and defaults to type=button', () => {
    const { rerender } = render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.disabled).toBe(false);
    rerender(<Button loading>Save</Button>);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect(button.getAttribute('data-variant')).toBe('primary');
  });

  it('a loading Button keeps the focus (never disabled) and ignores clicks and the submits they would make', async () => {
    const onSubmit = vi.fn((e: FormEvent) => e.preventDefault());
    const onClick = vi.fn();
    const { rerender } = render(<form onSubmit={onSubmit}><input aria-label="Password" /><Button type="submit" onClick={onClick}>Sign in</Button></form>);
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(<form onSubmit={onSubmit}><input aria-label="Password" /><Button type="submit" onClick={onClick} loading>Sign in</Button></form>);
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    await userEvent.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('TextField joins a caller\'s aria-describedby and aria-invalid (a server message elsewhere on the screen)', () => {
    render(
      <>
        <p id="server-error">Invalid email or password</p>
        <TextField label="Password" description="Case sensitive" aria-invalid aria-describedby="server-error" />
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent)).toEqual(['Case sensitive', 'Invalid email or password']);
  });

  it('Alert is an assertive alert for errors, a polite status otherwise, and empty when it has nothing', () => {
    const { rerender } = render(<Alert>Boom</Alert>);
    expect(screen.getByRole('alert').textContent).toBe('Boom');
    rerender(<Alert tone="success">Saved</Alert>);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    rerender(<Alert id="x">{undefined}</Alert>);
    expect(screen.getByRole('alert').id).toBe('x');
    expect(screen.getByRole('alert').hasAttribute('data-empty')).toBe(true);
  });

  it('Spinner is decorative unless labelled; Card and Link carry their stable class names', () => {
    const { container } = render(
      <Card>
        <Spinner />
        <Spinner label="Loading" />
        <Link href="/x">Go</Link>
      </Card>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(container.querySelector('.portico-card')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go' }).className).toBe('portico-link');
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });
});
