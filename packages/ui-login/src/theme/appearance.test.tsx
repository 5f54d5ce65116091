import { describe, expect, it } from 'vitest';
import { renderLoginBox, styleAttributes } from '../../test/render';
import { appearanceProperties, applyProperties, darken } from '@portico/ui-kit';

describe('appearance', () => {
  it('turns variables into --portico-* custom properties with derived primary shades', () => {
    const props = appearanceProperties({ variables: { colorPrimary: '#0f766e', radius: '0', fontFamily: 'Inter' } });
    expect(props['--portico-color-primary']).toBe('#0f766e');
    expect(props['--portico-color-primary-darker']).toBe(darken('#0f766e', 0.2));
    expect(props['--portico-radius']).toBe('0');
    expect(props['--portico-font-family']).toBe('Inter');
    expect(appearanceProperties(undefined)).toEqual({});
  });

  it('applies them through a constructed stylesheet or CSSOM, never a style attribute in markup, and undoes them', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const undo = applyProperties(root, { '--portico-color-primary': '#0f766e' });
    expect(getComputedStyle(root).getPropertyValue('--portico-color-primary').trim()).toBe('#0f766e');
    const viaSheet = root.hasAttribute('data-portico-appearance');
    if (viaSheet) expect(root.hasAttribute('style')).toBe(false);
    undo();
    expect(getComputedStyle(root).getPropertyValue('--portico-color-primary').trim()).toBe('');
    root.remove();
  });

  it('cannot be escaped into other rules by a hostile value', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const undo = applyProperties(root, { '--portico-color-text': 'red} body{display:none' });
    expect(getComputedStyle(document.body).display).not.toBe('none');
    undo();
    root.remove();
  });

  it('sets the theme as a data attribute (dark via appearance.theme) with stable class names', () => {
    const { container } = renderLoginBox({ appearance: { theme: 'dark', className: 'host-login' } });
    const root = container.querySelector('.portico-root')!;
    expect(root.getAttribute('data-portico-theme')).toBe('dark');
    expect(root.classList.contains('host-login')).toBe(true);
    expect(container.querySelector('.portico-card')).not.toBeNull();
    expect(styleAttributes(container)).toEqual([]);
  });

  it('defaults to the modern theme', () => {
    const { container } = renderLoginBox();
    expect(container.querySelector('.portico-root')!.getAttribute('data-portico-theme')).toBe('modern');
  });

  it('refuses an unusable primary colour with a clear error', () => {
    expect(() => appearanceProperties({ variables: { colorPrimary: 'blurple' } })).toThrow(/blurple/);
  });
});
