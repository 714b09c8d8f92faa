import { chooseChiefComplaint } from './editorSteps';
import { expect, recordApiWrites, test } from './fixtures';

test('an administrator tries a recommendation condition on sample answers before saving it', { tag: '@smoke' }, async ({
  signedIn: page,
}) => {
  const writes = recordApiWrites(page);
  await page.goto('/#/actTypes/create');
  const condition = page.getByRole('group', { name: 'Condition de recommandation' });
  const tryIt = condition.getByRole('button', { name: 'Tester la condition' });

  await test.step('a rule is built: the chief complaint contains « douleur »', async () => {
    await condition.getByRole('button', { name: 'Ajouter une règle' }).click();
    await expect(tryIt).toBeDisabled();
    await chooseChiefComplaint(page, condition);
    await condition.getByRole('combobox', { name: 'Opérateur' }).click();
    await page.getByRole('option', { name: 'contient', exact: true }).click();
    await condition.getByRole('textbox', { name: 'Valeur' }).fill('douleur');
    await expect(tryIt).toBeEnabled();
  });

  await test.step('sample answers show whether the act type would be recommended', async () => {
    await tryIt.click();
    const dialog = page.getByRole('dialog', { name: 'Tester la condition' });
    const outcome = dialog.getByRole('status');
    await expect(outcome).toHaveText("Condition non remplie : l'élément n'est pas affiché.");
    await dialog.getByRole('textbox', { name: 'Réponse : Attribut « Motif de consultation »' }).fill('forte douleur');
    await expect(outcome).toHaveText("Condition remplie : l'élément est affiché.");
    await expect(dialog.getByRole('list', { name: 'Règles' })).toContainText(
      'Attribut « Motif de consultation » contient « douleur »vérifiée',
    );
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await expect(condition.getByRole('textbox', { name: 'Valeur' })).toHaveValue('douleur');
  expect(writes).toEqual([]);
});
