import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyPicker, DurationField, TimeZonePicker, formatDuration, parseDuration, splitDuration, timeZones, toSeconds, unitName, utcOffset } from './pickers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Zone({ initial, onChange = () => {} }: { initial: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return <TimeZonePicker label="Time zone" filterLabel="Filter time zones" locale="en" value={value} onChange={(v) => (setValue(v), onChange(v))} />;
}

describe('durations', () => {
  it('shows seconds in the largest exact unit and converts back exactly', () => {
    expect(splitDuration(1800)).toEqual({ value: 30, unit: 'minutes' });
    expect(splitDuration(3600)).toEqual({ value: 1, unit: 'hours' });
    expect(splitDuration(5400)).toEqual({ value: 90, unit: 'minutes' });
    expect(splitDuration(7_776_000)).toEqual({ value: 90, unit: 'days' });
    // No whole minute: kept in seconds so the stored figure round-trips unchanged.
    expect(splitDuration(90)).toEqual({ value: 90, unit: 'seconds' });
    for (const s of [60, 90, 1800, 3600, 5400, 86_400, 7_776_000]) {
      const { value, unit } = splitDuration(s);
      expect(toSeconds(value, unit)).toBe(s);
    }
  });

  it('parses a typed count within the limits, naming the problem otherwise', () => {
    expect(parseDuration(' 30 ', 'minutes', 60, 86_400)).toEqual({ seconds: 1800 });
    expect(parseDuration('2', 'hours', 60, 86_400)).toEqual({ seconds: 7200 });
    for (const bad of ['', '0', '-5', '1.5', '1e3', 'ten']) expect(parseDuration(bad, 'minutes', 60, 86_400)).toEqual({ problem: 'whole' });
    expect(parseDuration('30', 'seconds', 60, 86_400)).toEqual({ problem: 'min' });
    expect(parseDuration('2', 'days', 60, 86_400)).toEqual({ problem: 'max' });
  });

  it('writes durations and unit names in the locale', () => {
    expect(formatDuration('en', 1800)).toBe('30 minutes');
    expect(formatDuration('en', 3600)).toBe('1 hour');
    expect(formatDuration('he', 1800)).toBe('30 דקות');
    expect(unitName('en', 'days')).toBe('days');
    expect(unitName('he', 'days')).toBe('ימים');
  });

  it('DurationField labels the count and the unit list and wires the error to both', () => {
    render(<DurationField label="Idle timeout" unitLabel="Unit" locale="en" units={['minutes', 'hours', 'days']} input={{ defaultValue: '30' }} unit={{ defaultValue: 'minutes' }} error="Use at least 1 minute" />);
    const count = screen.getByLabelText('Idle timeout');
    const unit = screen.getByRole('combobox', { name: 'Unit' });
    expect(within(unit).getAllByRole('option').map((o) => o.textContent)).toEqual(['minutes', 'hours', 'days']);
    for (const el of [count, unit]) expect(document.getElementById(el.getAttribute('aria-describedby')!)!.textContent).toBe('Use at least 1 minute');
    expect(count.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('pickers', () => {
  it('lists the IANA zones with their UTC offset, UTC first; falls back to a short list without Intl.supportedValuesOf', async () => {
    expect(timeZones()[0]).toBe('UTC');
    expect(timeZones()).toContain('Asia/Kolkata');
    expect(utcOffset('Asia/Kolkata')).toBe('UTC+05:30');
    expect(utcOffset('Not/AZone')).toBe('');
    render(<Zone initial="Asia/Kolkata" />);
    const select = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
    expect(select.value).toBe('Asia/Kolkata');
    // Offsets follow the first paint (queried by value: role queries over ~420 options are slow in jsdom).
    await waitFor(() => expect(select.querySelector('option[value="Asia/Kolkata"]')!.textContent).toBe('Asia/Kolkata (UTC+05:30)'));
    vi.stubGlobal('Intl', { ...Intl, supportedValuesOf: undefined });
    expect(timeZones().length).toBeLessThan(30);
    expect(timeZones()).toContain('Europe/London');
  });

  it('filters as the person types, keeping the chosen zone listed and selected', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Zone initial="Europe/London" onChange={changed} />);
    await user.type(screen.getByRole('searchbox', { name: 'Filter time zones' }), 'tokyo');
    const select = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
    expect(within(select).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['Asia/Tokyo', 'Europe/London']);
    expect(select.value).toBe('Europe/London');
    expect(changed).not.toHaveBeenCalled();
    await user.selectOptions(select, 'Asia/Tokyo');
    expect(changed).toHaveBeenCalledWith('Asia/Tokyo');
  });

  it('keeps a stored value the list does not know, shown and unchanged', () => {
    render(<Zone initial="Mars/Olympus_Mons" />);
    const select = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
    expect(select.value).toBe('Mars/Olympus_Mons');
    expect(within(select).getAllByRole('option')[0]!.textContent).toBe('Mars/Olympus_Mons');
  });

  it('names currencies in the locale through Intl.DisplayNames', () => {
    const { rerender } = render(<CurrencyPicker label="Currency" filterLabel="Filter currencies" locale="en" value="ILS" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement;
    expect(select.value).toBe('ILS');
    expect(within(select).getByRole('option', { name: 'USD · US Dollar' })).toBeTruthy();
    rerender(<CurrencyPicker label="Currency" filterLabel="Filter currencies" locale="he" value="usd" onChange={() => {}} disabled />);
    // A lowercase code the server holds stays as it is; a view-only picker has no filter box.
    expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).value).toBe('usd');
    expect(screen.getByRole('option', { name: 'USD · דולר אמריקאי' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
