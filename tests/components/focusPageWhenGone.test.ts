import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusPageWhenGone } from '../../src/layout/pageHeading';

/**
 * A page with its heading (as the app bar draws it), a row's delete button and the confirmation dialog it opened, as
 * MUI draws one: the modal, its box (where the focus trap puts the focus back) and the dialog's paper.
 */
function page() {
  document.body.innerHTML = `
    <h1 id="react-admin-title" tabindex="-1">Protocoles</h1>
    <table><tbody><tr><td><button id="delete">Supprimer</button></td></tr></tbody></table>
    <div class="MuiDialog-root MuiModal-root" role="presentation">
      <div id="box" class="MuiDialog-container" role="presentation" tabindex="-1">
        <div role="dialog"><button id="confirm">Confirmer</button></div>
      </div>
    </div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { heading: byId('react-admin-title'), control: byId('delete'), confirm: byId('confirm'), box: byId('box') };
}

const closeDialog = () => document.querySelector('.MuiModal-root')?.remove();

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
    closeDialog();
    control.focus();
    await nextFrame();
    control.closest('tr')?.remove();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('goes to the page heading when the row went first, while the dialog still held the focus', async () => {
    const { heading, control, confirm } = page();
    confirm.focus();
    focusPageWhenGone(control);
    await nextFrame();
    // The row goes first, the dialog a few frames later, leaving the focus to the document's body (it hands it back
    // to the row's button, gone).
    control.closest('tr')?.remove();
    await nextFrame();
    await nextFrame();
    closeDialog();
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("goes to the page heading when the focus trap held it on the dialog's box, outside its paper", async () => {
    const { heading, control, confirm, box } = page();
    confirm.focus();
    focusPageWhenGone(control);
    await nextFrame();
    // « Confirmer » is disabled while the delete is sent: MUI's focus trap takes the focus back to the dialog's box.
    box.focus();
    await nextFrame();
    await nextFrame();
    control.closest('tr')?.remove();
    closeDialog();
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('stays where the administrator moved it meanwhile', async () => {
    const { heading, control } = page();
    const search = document.createElement('input');
    document.body.append(search);
    closeDialog();
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
