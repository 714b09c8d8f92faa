import type { Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  announced,
  apiToken,
  chooseFrenchUnlessChosen,
  expect,
  liftByKeyboard,
  test,
  tr,
} from './fixtures';
import { chooseInAutocomplete, chooseInSelect, fileChoosers, openTab, pressOn, tabTo, typeInto } from './keyboard';
import { tinyPng } from './pngImages';
import { unsavedChangesDialog } from './unsavedChanges';

/**
 * Keyboard-only stories (docs/accessibility.md, "Keyboard"): every step is a key press; the story looks at the page
 * (assertions) but never points at it. Controls are found by role and accessible name.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const menuEntry = (page: Page, name: string) =>
  page
    .getByRole('navigation')
    .or(page.getByRole('menu'))
    .getByRole('menuitem', { name, exact: true })
    .or(page.getByRole('navigation').getByRole('link', { name, exact: true }));

/**
 * The dark theme's control in the app bar, by its name whatever its kind (a switch today; the side menu's « Rendu »
 * section has another, which the audit and adminChangesRendering cover).
 */
const darkThemeControl = (page: Page, name: string) => {
  const bar = page.getByRole('banner');
  return bar
    .getByRole('menuitemcheckbox', { name })
    .or(bar.getByRole('switch', { name }))
    .or(bar.getByRole('checkbox', { name }))
    .or(bar.getByRole('button', { name, exact: true }));
};

/** How light the page's background is, 0 (black) to 255 (white). */
const backgroundLightness = (page: Page) =>
  page.locator('body').evaluate((body) => {
    const [red, green, blue] = (getComputedStyle(body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return Math.round((red + green + blue) / 3);
  });

test('an administrator signs in, creates, edits, reorders and deletes a phase type by keyboard alone', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const label = `Phase au clavier ${stamp}`;

  await test.step('signs in', async () => {
    await page.goto('/#/login');
    await chooseFrenchUnlessChosen(page);
    await page.reload();
    await typeInto(page, page.getByRole('textbox', { name: 'Identifiant' }), ADMIN_EMAIL);
    await typeInto(page, page.getByRole('textbox', { name: 'Mot de passe', exact: true }), ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/home$/);
    await expect(heading(page)).toHaveText('Accueil');
  });

  await test.step('opens a listing from the menu', async () => {
    await pressOn(page, menuEntry(page, 'Types de phases'));
    await expect(page).toHaveURL(/#\/phaseTypes$/);
    await expect(heading(page)).toHaveText('Types de phases');
  });

  await test.step('creates a record', async () => {
    await pressOn(page, page.getByRole('link', { name: 'Créer' }));
    await expect(page).toHaveURL(/#\/phaseTypes\/create$/);
    await typeInto(page, page.getByRole('textbox', { name: 'Libellé (français) *' }), label);
    await typeInto(page, page.getByRole('textbox', { name: 'Libellé (anglais) *' }), `Keyboard phase ${stamp}`);
    await typeInto(page, page.getByRole('textbox', { name: 'Clé *' }), `keyboard_${stamp}`);
    await pressOn(page, page.getByRole('button', { name: 'Enregistrer', exact: true }));
    await expect(page.getByRole('alert').filter({ hasText: 'création réussie' })).toBeVisible();
  });

  await test.step('edits it on its page, where the creation led', async () => {
    await expect(page).toHaveURL(/#\/phaseTypes\/\d+$/);
    // The address changes first; the record's page shows once drawn, titled with its label.
    await expect(heading(page)).toHaveText(label);
    await typeInto(page, page.getByRole('textbox', { name: 'Libellé (français) *' }), `${label} revue`);
    await pressOn(page, page.getByRole('button', { name: 'Enregistrer', exact: true }));
    await expect(page.getByRole('alert').filter({ hasText: 'modifications enregistrées' })).toBeVisible();
    await expect(page).toHaveURL(/#\/phaseTypes$/);
  });

  await test.step('moves it up one place, each step announced', async () => {
    const rows = page.locator('table tbody tr td.column-label');
    await expect(rows.last()).toHaveText(`${label} revue`);
    const above = (await rows.nth(-2).textContent()) ?? '';
    await tabTo(page, page.getByRole('button', { name: `Déplacer « ${label} revue »` }));
    await page.keyboard.press('Space');
    await announced(page, `Déplacement de « ${label} revue » commencé.`);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowUp');
    await announced(page, `« ${label} revue » est à la place de « ${above} ».`);
    await page.keyboard.press('Space');
    await announced(page, `Déplacement de « ${label} revue » terminé, à la place de « ${above} ».`);
    await expect(rows.nth(-2)).toHaveText(`${label} revue`);
    await expect(rows.last()).toHaveText(above);
  });

  await test.step('opens it from the listing and restores its first version; focus comes back to the button', async () => {
    await pressOn(page, page.getByRole('link', { name: `${label} revue`, exact: true }));
    await expect(heading(page)).toHaveText(`${label} revue`);
    await pressOn(page, page.getByRole('button', { name: 'Historique' }));
    const history = page.getByRole('region', { name: 'Historique' });
    const creation = history.getByRole('listitem', { name: 'Création' });
    const restore = creation.getByRole('button', { name: 'Rétablir cette version' });
    await pressOn(page, restore);
    const dialog = page.getByRole('dialog');
    await pressOn(page, dialog.getByRole('button', { name: 'Rétablir' }));
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Libellé (français) *' })).toHaveValue(label);
    await expect(history.getByRole('listitem', { name: 'Version rétablie' })).toBeVisible();
    await expect(restore).toBeFocused();
  });

  await test.step('deletes it from its page; focus comes back to the page heading', async () => {
    const remove = page.getByRole('toolbar').getByRole('button', { name: 'Supprimer', exact: true });
    await pressOn(page, remove);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Cancelled, the focus is back on the delete button; asked again and confirmed, the page is left.
    await pressOn(page, dialog.getByRole('button', { name: 'Annuler' }));
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await pressOn(page, dialog.getByRole('button', { name: 'Confirmer' }));
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/#\/phaseTypes$/);
    await expect(heading(page)).toBeFocused();
    await expect(page.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  });
});

test('an administrator uploads a sheet image and an overlay by keyboard alone, with Enter and with Space', async ({
  signedIn: page,
}) => {
  const stamp = Date.now();
  const choosers = fileChoosers(page);
  const chooseFileWith = async (key: 'Enter' | 'Space', name: string) => {
    const chooser = choosers.chosen();
    await page.keyboard.press(key);
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: tinyPng(4, 4, [stamp % 256, 90, 40, 255]) });
  };

  await test.step('a sheet image: Enter opens the file chooser, Space opens it again to replace the file', async () => {
    await page.goto('/#/pedagogicalSheetsAttribute');
    await typeInto(page, page.getByRole('textbox', { name: 'Rechercher' }), 'Déglutition atypique');
    await pressOn(page, page.getByRole('link', { name: 'Déglutition atypique', exact: true }));
    await expect(heading(page)).toHaveText('Déglutition atypique');
    const images = page.getByRole('region', { name: 'Images des fiches' });
    await pressOn(page, images.getByRole('link', { name: 'Ajouter' }));
    await tabTo(page, page.getByRole('button', { name: 'Choisir une image' }));
    await chooseFileWith('Enter', `premier-${stamp}.png`);
    await expect(page.getByRole('img', { name: 'Aperçu de la nouvelle image' })).toBeVisible();
    await expect(page.getByText(`premier-${stamp}.png`)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: "Remplacer l'image" }), { backwards: true });
    await chooseFileWith('Space', `clavier-${stamp}.png`);
    await expect(page.getByText(`clavier-${stamp}.png`)).toBeVisible();
    await pressOn(page, page.getByRole('button', { name: 'Enregistrer', exact: true }));
    await expect(page.getByRole('alert').filter({ hasText: 'création réussie' })).toBeVisible();
    await expect(images.getByRole('link', { name: `clavier-${stamp}.png` })).toBeVisible();
  });

  await test.step('an overlay: uploaded from its button, deleted after its confirmation; focus on the heading', async () => {
    await page.goto('/#/imageOverlays');
    const name = `calque-clavier-${stamp}.png`;
    await tabTo(page, page.getByRole('button', { name: 'Importer des images' }));
    await chooseFileWith('Enter', name);
    await expect(page.getByRole('alert').filter({ hasText: 'création réussie' })).toBeVisible();
    const card = page.getByRole('listitem', { name });
    await pressOn(page, card.getByRole('button', { name: `Supprimer ${name}` }));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Escape keeps it, and gives the focus back to its delete button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Supprimer ${name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await pressOn(page, dialog.getByRole('button', { name: 'Confirmer' }));
    await expect(card).toHaveCount(0);
    await expect(heading(page)).toBeFocused();
  });
});

test('an administrator uses the four special editors by keyboard alone', async ({ signedIn: page }) => {
  test.slow();
  const unsaved = unsavedChangesDialog(page);
  /** Leaves a page whose changes are not to be kept: the console's question, answered by keyboard. */
  const leaveUnsaved = async () => {
    await expect(unsaved.stay).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(unsaved.leave).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(unsaved.dialog).toHaveCount(0);
  };

  await test.step('exam form: a field added and typed; leaving asks, staying comes back to the step', async () => {
    await page.goto('/#/examsAnamnesis');
    await typeInto(page, page.getByRole('textbox', { name: 'Rechercher' }), 'Motif de consultation');
    await pressOn(page, page.getByRole('link', { name: 'Motif de consultation', exact: true }));
    await pressOn(page, page.getByRole('link', { name: 'Modifier le formulaire' }));
    await expect(heading(page)).toHaveText('Formulaire : Motif de consultation');
    const names = page.getByRole('textbox', { name: 'Libellé (français) *' });
    await expect(names).toHaveCount(2);
    await pressOn(page, page.getByRole('button', { name: 'Ajouter un champ' }));
    await expect(names).toHaveCount(3);
    await typeInto(page, names.nth(2), 'Durée des symptômes', { backwards: true });
    await typeInto(page, page.getByRole('textbox', { name: 'Libellé (anglais) *' }).nth(2), 'Symptom duration');
    const inputType = page.getByRole('combobox', { name: 'Type de saisie *' }).nth(2);
    await chooseInSelect(page, inputType, 'Nombre');
    await expect(inputType).toHaveText('Nombre');

    const nextExam = page.getByRole('navigation', { name: 'Examens de ce type' }).getByRole('button').nth(1);
    await pressOn(page, nextExam, 'Enter', { backwards: true });
    await expect(unsaved.dialog).toContainText(unsaved.question);
    await expect(unsaved.stay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(unsaved.dialog).toHaveCount(0);
    await expect(nextExam).toBeFocused();
    await expect(names.nth(2)).toHaveValue('Durée des symptômes');
    await page.keyboard.press('Enter');
    await leaveUnsaved();
    await expect(heading(page)).toHaveText('Formulaire : Questionnaire médical');
  });

  await test.step('sheet content: a section rewritten, the preview follows in both languages', async () => {
    await page.goto('/#/pedagogicalSheetsMinidiag');
    await typeInto(page, page.getByRole('textbox', { name: 'Rechercher' }), 'Classe II division 1');
    await pressOn(page, page.getByRole('link', { name: 'Classe II division 1', exact: true }));
    await expect(heading(page)).toHaveText('Classe II division 1');
    await openTab(page, page.getByRole('tab', { name: 'Contenu' }));
    const content = page.getByRole('group', { name: 'Section 1' }).getByRole('textbox', { name: 'Contenu (français)' });
    const rewritten = `Réécrit au clavier ${Date.now()}`;
    await typeInto(page, content, rewritten);
    const preview = page.getByRole('region', { name: 'Aperçu' });
    await expect(preview).toContainText(rewritten);
    await pressOn(page, preview.getByRole('button', { name: 'anglais' }));
    await expect(preview.getByRole('heading', { level: 3 })).toHaveText('Class II division 1');
    await pressOn(page, preview.getByRole('button', { name: 'français' }), 'Space', { backwards: true });
    await expect(preview).toContainText(rewritten);
    await pressOn(page, menuEntry(page, 'Accueil'), 'Enter', { backwards: true });
    await leaveUnsaved();
    await expect(heading(page)).toHaveText('Accueil');
  });

  await test.step('condition test: a rule built, tried on sample answers, the dialog closed', async () => {
    await page.goto('/#/actTypes/create');
    const condition = page.getByRole('group', { name: 'Condition de recommandation' });
    await pressOn(page, condition.getByRole('button', { name: 'Ajouter une règle' }));
    await chooseInAutocomplete(
      page,
      condition.getByRole('combobox', { name: 'Élément' }),
      'Motif de consultation',
      'Motif de consultation',
    );
    await chooseInSelect(page, condition.getByRole('combobox', { name: 'Opérateur' }), 'contient');
    await typeInto(page, condition.getByRole('textbox', { name: 'Valeur' }), 'douleur');
    const tryIt = condition.getByRole('button', { name: 'Tester la condition' });
    await pressOn(page, tryIt);
    const dialog = page.getByRole('dialog', { name: 'Tester la condition' });
    await expect(dialog.getByRole('status')).toHaveText("Condition non remplie : l'élément n'est pas affiché.");
    await typeInto(
      page,
      dialog.getByRole('textbox', { name: 'Réponse : Attribut « Motif de consultation »' }),
      'forte douleur',
    );
    await expect(dialog.getByRole('status')).toHaveText("Condition remplie : l'élément est affiché.");
    await pressOn(page, dialog.getByRole('button', { name: 'Fermer' }));
    await expect(dialog).toHaveCount(0);
    await expect(tryIt).toBeFocused();
  });

  await test.step('teeth chart: teeth chosen and the mode changed with the keyboard', async () => {
    // The add form holds a rule: leaving it for the attributes asks first.
    await pressOn(page, menuEntry(page, 'Attributs'), 'Enter', { backwards: true });
    await leaveUnsaved();
    await expect(heading(page)).toHaveText('Attributs');
    await typeInto(page, page.getByRole('textbox', { name: 'Rechercher' }), 'Récessions gingivales');
    await pressOn(page, page.getByRole('link', { name: 'Récessions gingivales', exact: true }));
    const chart = page.getByRole('group', { name: 'Aperçu de la sélection de dents' });
    const tooth = (number: number) => chart.getByRole('button', { name: String(number), exact: true });
    const selection = page.getByRole('status').filter({ hasText: /Sélection|Aucune dent/ });
    await expect(selection).toHaveText('Aucune dent sélectionnée');
    await pressOn(page, tooth(11));
    await expect(tooth(11)).toHaveAttribute('aria-pressed', 'true');
    await pressOn(page, tooth(21), 'Space');
    await expect(selection).toHaveText('Sélection : 11, 21');
    await chooseInSelect(page, page.getByRole('combobox', { name: 'Mode de sélection des dents' }), 'Quadrant');
    await expect(selection).toHaveText(
      'Sélection : 11, 12, 13, 14, 15, 16, 17, 18, 21, 22, 23, 24, 25, 26, 27, 28, 51, 52, 53, 54, 55, 61, 62, 63, 64, 65',
    );
    await pressOn(page, page.getByRole('button', { name: 'Effacer la sélection' }));
    await expect(selection).toHaveText('Aucune dent sélectionnée');
  });
});

test('an administrator switches the theme to dark and back by keyboard alone', async ({ signedIn: page }) => {
  await page.goto('/#/protocols');
  await expect(heading(page)).toHaveText('Protocoles');
  await expect.poll(() => backgroundLightness(page)).toBeGreaterThan(200);
  const dark = darkThemeControl(page, 'Thème sombre');
  await pressOn(page, dark);
  await expect.poll(() => backgroundLightness(page)).toBeLessThan(60);
  await expect(dark).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => backgroundLightness(page)).toBeGreaterThan(200);
});

test('an English-speaking administrator switches language and reorders by keyboard, hearing each step in English', async ({
  signedIn: page,
  request,
  server,
}) => {
  const stamp = Date.now().toString(36);
  const headers = { Authorization: `Bearer ${await apiToken(request, server.url)}` };
  const created: number[] = [];
  for (const name of ['first', 'second']) {
    const answer = await request.post(`${server.url}/api/phase-types`, {
      headers,
      data: { label: tr(`Phase ${name} ${stamp}`, `Keyboard ${name} ${stamp}`), keyName: `kb_${name}_${stamp}` },
    });
    expect(answer.ok()).toBe(true);
    created.push((await answer.json()).id);
  }
  try {
    await page.goto('/#/phaseTypes');
    await expect(heading(page)).toHaveText('Types de phases');
    await pressOn(page, page.getByRole('button', { name: 'English', exact: true }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heading(page)).toHaveText('Phase types');

    const rows = page.locator('table tbody tr td.column-label');
    await expect(rows.last()).toHaveText(`Keyboard second ${stamp}`);
    const handle = page.getByRole('button', { name: `Move “Keyboard second ${stamp}”` });
    await tabTo(page, handle);
    // Lifted, moved and put back with Escape: nothing changes, and it is said.
    await liftByKeyboard(page, 'Space', `Moving “Keyboard second ${stamp}”.`);
    await page.keyboard.press('ArrowUp');
    await announced(page, `“Keyboard second ${stamp}” is in the place of “Keyboard first ${stamp}”.`);
    await page.keyboard.press('Escape');
    await announced(page, `Moving “Keyboard second ${stamp}” cancelled: nothing changes.`);
    await expect(rows.last()).toHaveText(`Keyboard second ${stamp}`);
    // Lifted with Enter this time, moved up and dropped.
    await expect(handle).toBeFocused();
    await liftByKeyboard(page, 'Enter', `Moving “Keyboard second ${stamp}”.`);
    await page.keyboard.press('ArrowUp');
    await announced(page, `“Keyboard second ${stamp}” is in the place of “Keyboard first ${stamp}”.`);
    await page.keyboard.press('Enter');
    await announced(page, `Moving “Keyboard second ${stamp}” done, in the place of “Keyboard first ${stamp}”.`);
    await expect(rows.nth(-2)).toHaveText(`Keyboard second ${stamp}`);
    await expect(rows.last()).toHaveText(`Keyboard first ${stamp}`);
    await page.reload();
    await expect(rows.last()).toHaveText(`Keyboard first ${stamp}`);
  } finally {
    for (const id of created) await request.delete(`${server.url}/api/phase-types/${id}`, { headers });
  }
});
