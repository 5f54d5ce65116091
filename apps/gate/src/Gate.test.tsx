import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Gate } from './Gate';
import { testAuth as store } from './test-store';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('<Gate>', () => {
  it.each([
    ['loading', 'Redirecting to login...'],
    ['unauthenticated', 'Redirecting to login...'],
    ['authenticated', 'Checking user role and redirecting...'],
  ] as const)('%s: exactly "%s"', (status, expected) => {
    expect(text(renderToStaticMarkup(<Gate auth={store({ status })} />))).toBe(expected);
  });

  it('shows a refused sign-in with a way to start again', () => {
    const html = renderToStaticMarkup(<Gate auth={store({ status: 'unauthenticated', error: 'The sign-in response does not match' })} />);
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain('The sign-in response does not match');
  });
});
