import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { CodeInput } from './CodeInput';

afterEach(() => cleanup());

function Harness({ onComplete, length }: { onComplete?: (v: string) => void; length?: number }) {
  const [value, setValue] = useState('');
  return (
    <CodeInput value={value} onChange={setValue} onComplete={onComplete} label="Code" digitLabel={(i, n) => `Digit ${i + 1} of ${n}`} length={length} />
  );
}
const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('CodeInput', () => {
  it('groups the boxes under its label with one-time-code autofill and a numeric keyboard', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Code' })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]!.autocomplete).toBe('one-time-code');
    expect(boxes().every((b) => b.inputMode === 'numeric')).toBe(true);
  });

  it('a paste into any box fills every box from the digits and completes', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(boxes()[3]!);
    await userEvent.paste('Your code: 12-34-56');
    expect(boxes().map((b) => b.value).join('')).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('ignores letters and spreads an autofilled code from the first box', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} length={4} />);
    fireEvent.change(boxes()[0]!, { target: { value: 'a' } });
    expect(boxes()[0]!.value).toBe('');
    fireEvent.change(boxes()[0]!, { target: { value: '9876' } });
    expect(boxes().map((b) => b.value)).toEqual(['9', '8', '7', '6']);
    expect(onComplete).toHaveBeenCalledWith('9876');
  });

  it('arrow keys move between boxes', async () => {
    render(<Harness />);
    boxes()[2]!.focus();
    fireEvent.keyDown(boxes()[2]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('wires its error to the group and marks the boxes invalid', () => {
    render(<CodeInput value="" onChange={() => {}} label="Code" digitLabel={(i) => `d${i}`} error="Enter all 6 digits" />);
    const group = screen.getByRole('group', { name: 'Code' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toBe('Enter all 6 digits');
    expect(boxes().every((b) => b.getAttribute('aria-invalid') === 'true')).toBe(true);
  });
});
