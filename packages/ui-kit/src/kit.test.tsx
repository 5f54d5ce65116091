import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('Button shows its loading state as busy, disabled and data-loading, and defaults to type=button', () => {
    const { rerender } = render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.disabled).toBe(false);
    rerender(<Button loading>Save</Button>);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect(button.getAttribute('data-variant')).toBe('primary');
  });

  it('Alert is an assertive alert for errors, a polite status otherwise, and empty when it has nothing', () => {
    const { rerender } = render(<Alert>Boom</Alert>);
    expect(screen.getByRole('alert').textContent).toBe('Boom');
    rerender(<Alert tone="success">Saved</Alert>);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    rerender(<Alert>{undefined}</Alert>);
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
