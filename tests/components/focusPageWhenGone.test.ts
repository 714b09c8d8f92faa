// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusPageWhenGone } from '../../src/layout/pageHeading';

/** A page with its heading (as the app bar draws it), a row's delete button and the confirmation dialog it opened. */
function page() {
  document.body.innerHTML = `
    <h1 id="react-admin-title" tabindex="-1">Protocoles</h1>
    <table><tbody><tr><td><button id="delete">Supprimer</button></td></tr></tbody></table>
    <div role="dialog"><button id="confirm">Confirmer</button></div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { heading: byId('react-admin-title'), control: byId('delete'), confirm: byId('confirm') };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('the focus once a deleted row is gone', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('goes to the page heading when the dialog was still drawn as the watch began', async () => {
    const { heading, control, confirm } = page();
    confirm.focus();
    focusPageWhenGone(control);
    await nextFrame();
    await nextFrame();
    // The dialog closes and hands the focus back to the row's button; then the row goes.
    confirm.closest('[role="dialog"]')?.remove();
    control.focus();
    await nextFrame();
    control.closest('tr')?.remove();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('stays where the administrator moved it meanwhile', async () => {
    const { heading, control, confirm } = page();
    const search = document.createElement('input');
    document.body.append(search);
    confirm.closest('[role="dialog"]')?.remove();
    control.focus();
    focusPageWhenGone(control);
    search.focus();
    await nextFrame();
    await nextFrame();
    control.closest('tr')?.remove();
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(search);
    expect(document.activeElement).not.toBe(heading);
  });
});
