import type { Page } from '@playwright/test';
import { announced, apiToken, expect, liftByKeyboard, test } from './fixtures';

const labelCells = (page: Page) => page.locator('table tbody tr td.column-label');
const handle = (page: Page, label: string) => page.getByRole('button', { name: `Déplacer « ${label} »` });

/** Drags with real mouse moves (dnd-kit starts a drag after a few pixels and follows pointer moves). */
async function dragAbove(page: Page, label: string, target: string) {
  const from = await handle(page, label).boundingBox();
  const to = await handle(page, target).boundingBox();
  if (!from || !to) throw new Error('drag handles not on screen');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y - 10, { steps: 5 });
  await page.mouse.move(start.x, to.y + 2, { steps: 15 });
  await page.mouse.move(start.x, to.y, { steps: 5 });
  await page.mouse.up();
}

test('an administrator reorders document categories with the mouse and the keyboard', async ({
  signedIn: page,
  request,
  server,
}) => {
  const original = ['Photographies', 'Radiographies', 'Empreintes numériques'];
  await page.goto('/#/documentCategories');
  await expect(labelCells(page)).toHaveText(original);

  try {
    // Mouse: the third row dragged above the first.
    const saved = page.waitForResponse(
      (response) => /\/api\/document-categories\/\d+\/display-order$/.test(response.url()) && response.ok(),
    );
    await dragAbove(page, 'Empreintes numériques', 'Photographies');
    await expect(labelCells(page)).toHaveText(['Empreintes numériques', 'Photographies', 'Radiographies']);
    await saved;
    await page.reload();
    await expect(labelCells(page)).toHaveText(['Empreintes numériques', 'Photographies', 'Radiographies']);

    // Keyboard: focus the handle, Space lifts, ArrowUp moves, Space drops; a screen reader hears each step.
    await handle(page, 'Radiographies').focus();
    await liftByKeyboard(page, 'Space', 'Déplacement de « Radiographies » commencé.');
    await page.keyboard.press('ArrowUp');
    await announced(page, '« Radiographies » est à la place de « Photographies ».');
    await page.keyboard.press('Space');
    await announced(page, 'Déplacement de « Radiographies » terminé, à la place de « Photographies ».');
    await expect(labelCells(page)).toHaveText(['Empreintes numériques', 'Radiographies', 'Photographies']);
    await page.reload();
    await expect(labelCells(page)).toHaveText(['Empreintes numériques', 'Radiographies', 'Photographies']);
  } finally {
    // Back to the demo order for the other tests of this worker's server.
    const headers = { Authorization: `Bearer ${await apiToken(request, server.url)}` };
    const categories: { id: number; label: { language: string; value: string }[] }[] = await (
      await request.get(`${server.url}/api/document-categories`, { headers })
    ).json();
    for (const [position, label] of original.entries()) {
      const category = categories.find((item) => item.label.some((text) => text.value === label));
      if (category)
        await request.put(`${server.url}/api/document-categories/${category.id}/display-order`, {
          headers,
          data: { displayOrder: position },
        });
    }
  }
});
