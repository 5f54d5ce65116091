import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_DATE_FORMATS, ACCOUNT_TIME_FORMATS, createAdminStores, createFormatter } from '@portico/core-state/admin';
import { previewPortico, renderPortal, SLOW } from '../../../test/portal';

describe('account settings form', () => {
  it('time zone and currency are pickers; a stored zone outside the list shows and is kept unchanged', async () => {
    const user = userEvent.setup();
    const portico = previewPortico();
    const api = createAdminStores(portico).api.account;
    await api.updateAccountSettings({ timezone: 'Mars/Olympus_Mons', currency: 'USD' });
    renderPortal({ portico, section: 'account' });
    const zone = await screen.findByRole('combobox', { name: 'Time zone' }, SLOW) as HTMLSelectElement;
    expect(zone.value).toBe('Mars/Olympus_Mons');
    const currency = screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement;
    expect(currency.value).toBe('USD');
    expect(currency.querySelector('option[value="EUR"]')!.textContent).toBe('EUR · Euro');
    await user.type(screen.getByRole('searchbox', { name: 'Filter currencies' }), 'shekel');
    expect(within(currency).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['ILS', 'USD']);
    await user.selectOptions(currency, 'ILS');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved', undefined, SLOW)).toBeTruthy();
    // The unknown zone is neither lost nor rewritten (the store sends changed fields only).
    expect(createAdminStores(portico).account.getState().settings.data).toMatchObject({ timezone: 'Mars/Olympus_Mons', currency: 'ILS' });
  }, 30_000);

  it('date and time formats are pickers of the accepted formats, each with a sample; a stored format outside the list is kept', async () => {
    const user = userEvent.setup();
    const portico = previewPortico();
    const api = createAdminStores(portico).api.account;
    await api.updateAccountSettings({ timezone: 'Asia/Tokyo', dateFormat: 'DD/MM/YYYY', timeFormat: 'H.mm' });
    renderPortal({ portico, section: 'account' });
    const date = await screen.findByRole('combobox', { name: 'Date format' }, SLOW) as HTMLSelectElement;
    const time = screen.getByRole('combobox', { name: 'Time format' }) as HTMLSelectElement;
    const now = new Date();
    const tokyo = createFormatter('en', { timezone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD', timeFormat: 'hh:mm A' });
    expect(within(date).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([...ACCOUNT_DATE_FORMATS]);
    expect(date.value).toBe('DD/MM/YYYY');
    expect(date.querySelector('option[value="YYYY-MM-DD"]')!.textContent).toBe(`${tokyo.date(now)} (YYYY-MM-DD)`);
    expect(time.querySelector('option[value="hh:mm A"]')!.textContent).toMatch(/^\d\d:\d\d [AP]M \(hh:mm A\)$/);
    // The stored format the list lacks is shown first, with its sample, and selected.
    expect(within(time).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['H.mm', ...ACCOUNT_TIME_FORMATS]);
    expect(time.value).toBe('H.mm');
    // Samples follow the time zone chosen in the same form.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'UTC');
    const utc = createFormatter('en', { timezone: 'UTC', dateFormat: 'YYYY-MM-DD' });
    await waitFor(() => expect(date.querySelector('option[value="YYYY-MM-DD"]')!.textContent).toBe(`${utc.date(new Date())} (YYYY-MM-DD)`));
    await user.selectOptions(date, 'YYYY-MM-DD');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved', undefined, SLOW)).toBeTruthy();
    expect(createAdminStores(portico).account.getState().settings.data).toMatchObject({ dateFormat: 'YYYY-MM-DD', timeFormat: 'H.mm', timezone: 'UTC' });
  }, 30_000);

  it('a view-only format field is shown but locked; a hidden one is absent', async () => {
    renderPortal({ section: 'account', fields: { 'account.dateFormat': 'viewOnly', 'account.timeFormat': 'hidden' } });
    const date = await screen.findByRole('combobox', { name: 'Date format' }, SLOW) as HTMLSelectElement;
    expect(date.disabled).toBe(true);
    expect(screen.queryByRole('searchbox', { name: 'Filter date formats' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Time format' })).toBeNull();
  }, 30_000);

  it('a server refusal lands under its field in words; an unknown field gets the general message', async () => {
    const user = userEvent.setup();
    const portico = previewPortico();
    const account = createAdminStores(portico).account;
    renderPortal({ portico, section: 'account' });
    const website = await screen.findByLabelText('Website', undefined, SLOW);
    // The store after a 400: the client's message is the server's `errors` joined with ", " (error catalogue).
    act(() => account.setState({ save: { status: 'error', error: 'website: Invalid URL, dateFormat: Expected one of DD/MM/YYYY, MM/DD/YYYY' } }));
    expect(await screen.findByText('Enter a web address starting with http:// or https://, like https://example.com', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Some fields need a change: see the messages under them.')).toBeTruthy();
    expect(screen.getByText(/Use one of the date formats DD\/MM\/YYYY/)).toBeTruthy();
    expect(screen.queryByText(/Invalid URL/)).toBeNull();
    act(() => account.setState({ save: { status: 'loading' } }));
    act(() => account.setState({ save: { status: 'error', error: 'metadata.color: Expected JSON text' } }));
    expect(await screen.findByText('Some details were not accepted. Check the form and try again.', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByText(/Expected JSON/)).toBeNull();
    // Catalogue messages stay exactly as the spec words them.
    act(() => account.setState({ save: { status: 'error', error: "We're facing some difficulties, Please try again" } }));
    expect(await screen.findByText("We're facing some difficulties, Please try again")).toBeTruthy();
    // The next submit clears the server's field errors (the form validates afresh).
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBeNull(), SLOW);
  }, 30_000);
});
