import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, SimpleForm } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TRANSLATED_TEXT_LENGTH } from '../../lib/translationWork';
import { useConsoleConfig } from '../../src/providers/consoleConfig';
import { GenericCreate, TranslationInput } from '../../src/screens';
import { expectFailedCallLogged, renderInAdmin } from './adminTestContext';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's console configuration: `translation` as given (left out: an older server's answer). */
function serveConsoleConfig(translation?: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console.test');
      if (url.pathname !== '/api/console-config') return json({ message: 'not found' }, 404);
      return json({
        addressSearchUrl: 'https://addresses.test/search/',
        ...(translation === undefined ? {} : { translation }),
      });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** Says once the console configuration is read, and whether the form holds unsaved changes. */
const Probes = () => {
  const config = useConsoleConfig();
  const { isDirty } = useFormState();
  return (
    <>
      {config && <span>configuration read</span>}
      <span>{isDirty ? 'unsaved changes' : 'no change'}</span>
    </>
  );
};

const tr = (fr: string, en: string) => [
  { language: 'fr', value: fr },
  { language: 'en', value: en },
];

const failure = (status: number, body: object = {}) =>
  new HttpError('Generic_Error', status, { error_status: status, ...body });

function renderLabel(label: unknown, suggestTranslation = vi.fn(async () => ({ data: { text: 'X-rays' } }))) {
  const onSubmit = vi.fn();
  renderInAdmin(
    <SimpleForm record={{ id: 1, label }} onSubmit={onSubmit}>
      <Probes />
      <TranslationInput source="label" label={(language) => `Label (${language})`} />
    </SimpleForm>,
    { resource: 'documentCategories', dataProvider: { suggestTranslation } },
  );
  return { onSubmit, suggestTranslation };
}

const fromFrench = () => screen.findByRole('button', { name: 'Translate from French', description: /^Label \(en\)/ });
const fromEnglish = () => screen.findByRole('button', { name: 'Translate from English', description: /^Label \(fr\)/ });

describe('the suggested translation of one box', () => {
  it.each([
    ['no engine is configured', false],
    ['the server does not say (an older server)', undefined],
  ])('is not offered when %s', async (_case, translation) => {
    serveConsoleConfig(translation);
    renderLabel(tr('Radiographies', ''));
    await screen.findByText('configuration read');
    expect(screen.queryByRole('button', { name: /Translate from/ })).toBeNull();
  });

  it('fills the English box from the French text as a suggestion: the form has unsaved changes, saved as typed', async () => {
    serveConsoleConfig(true);
    const { onSubmit, suggestTranslation } = renderLabel(tr('Radiographies', ''));
    expect(screen.getByText('no change')).toBeInTheDocument();

    await userEvent.click(await fromFrench());
    await waitFor(() => expect(screen.getByLabelText('Label (en)')).toHaveValue('X-rays'));
    expect(suggestTranslation).toHaveBeenCalledWith({ text: 'Radiographies', source: 'fr', target: 'en' });
    expect(screen.getByText('unsaved changes')).toBeInTheDocument();
    expect(screen.queryByText(/Missing translation/)).toBeNull();

    await userEvent.type(screen.getByLabelText('Label (en)'), ' (all)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ label: tr('Radiographies', 'X-rays (all)') }),
        expect.anything(),
      ),
    );
  });

  it('shows its progress and keeps the box from being typed into until the suggestion arrives', async () => {
    serveConsoleConfig(true);
    const answer = deferred<{ data: { text: string } }>();
    renderLabel(
      tr('', 'Photographs'),
      vi.fn(() => answer.promise),
    );
    const button = await fromEnglish();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByLabelText('Label (fr)')).toHaveAttribute('readonly');
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();

    answer.resolve({ data: { text: 'Photographies' } });
    await waitFor(() => expect(screen.getByLabelText('Label (fr)')).toHaveValue('Photographies'));
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.getByLabelText('Label (fr)')).not.toHaveAttribute('readonly');
  });

  it('is unavailable, saying why, while the other language is empty', async () => {
    serveConsoleConfig(true);
    const { suggestTranslation } = renderLabel(tr('', ''));
    const button = await fromFrench();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Label (en) Fill in the French text first to translate it');
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Fill in the French text first to translate it');
    await userEvent.click(button);
    expect(suggestTranslation).not.toHaveBeenCalled();
  });

  it('asks before replacing a text already typed, and replaces it only when told', async () => {
    serveConsoleConfig(true);
    const { suggestTranslation } = renderLabel(tr('Radiographies', 'Old text'));
    await userEvent.click(await fromFrench());
    const dialog = await screen.findByRole('dialog', { name: 'Replace the English text?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(suggestTranslation).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Label (en)')).toHaveValue('Old text');

    await userEvent.click(await fromFrench());
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Replace the English text?' })).getByRole('button', {
        name: 'Replace',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Label (en)')).toHaveValue('X-rays'));
  });

  it.each([
    [
      'no engine',
      () => failure(501, { error_code: 1004 }),
      'No translation engine is configured: type the translation.',
    ],
    [
      'an engine down or refusing',
      () => failure(502, { error_code: 1000 }),
      'The translation engine is unavailable or refused the text: try again later or type the translation.',
    ],
    [
      'a slow engine',
      () => failure(504, { error_code: 1000 }),
      'The translation engine took too long to answer: try again later.',
    ],
    [
      'a text over the limit',
      () => failure(400, { error_code: 1203, error_field: 'text' }),
      'Text too long to be translated: at most 5000 characters.',
    ],
    [
      'no answer at all',
      () => failure(0, { error_code: -1 }),
      'The server does not answer: check the connection. What you typed is kept; try again.',
    ],
  ])('says so in a toast on %s, and leaves the form as it was', async (_case, errorOf, message) => {
    serveConsoleConfig(true);
    const refusal = errorOf();
    const logged = expectFailedCallLogged();
    renderLabel(
      tr('Radiographies', ''),
      vi.fn(async () => {
        throw refusal;
      }),
    );
    await userEvent.click(await fromFrench());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Label (en)')).toHaveValue('');
    expect(screen.getByText('no change')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(refusal);
  });

  it('refuses a text over the engine’s limit without asking it', async () => {
    serveConsoleConfig(true);
    const { suggestTranslation } = renderLabel(tr('a'.repeat(MAX_TRANSLATED_TEXT_LENGTH + 1), ''));
    await userEvent.click(await fromFrench());
    expect(await screen.findByText('Text too long to be translated: at most 5000 characters.')).toBeInTheDocument();
    expect(suggestTranslation).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Label (en)')).toHaveValue('');
  });
});

/** Puts a text in a box at once (typing it key by key is slow in a test document). */
async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

describe('« Translate empty fields » in a form’s toolbar', () => {
  /** A protocol's add page: two translation sets, label and description. */
  function renderProtocol(suggestTranslation: (...args: never[]) => Promise<unknown>) {
    renderInAdmin(<GenericCreate />, { resource: 'protocols', dataProvider: { suggestTranslation } });
  }

  it('is not offered without an engine', async () => {
    serveConsoleConfig(false);
    renderProtocol(vi.fn(async () => ({ data: { text: '' } })));
    await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Translate empty fields' })).toBeNull();
  });

  it('fills every empty language from the other one, leaves typed texts alone and sums it up in one toast', async () => {
    serveConsoleConfig(true);
    const suggestTranslation = vi.fn(async ({ text }: { text: string }) => ({ data: { text: `EN ${text}` } }));
    renderProtocol(suggestTranslation);
    await fill('Label (French) *', 'Contention');
    await fill('Description (French)', 'Après traitement');
    await fill('Description (English)', 'After treatment');

    await userEvent.click(await screen.findByRole('button', { name: 'Translate empty fields' }));
    expect(
      await screen.findByText('Empty fields translated: 1 field filled. Check them before saving.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Label (English) *')).toHaveValue('EN Contention');
    expect(screen.getByLabelText('Description (English)')).toHaveValue('After treatment');
    expect(suggestTranslation).toHaveBeenCalledTimes(1);
  });

  it('counts the texts it could not translate, with the reason', async () => {
    serveConsoleConfig(true);
    const suggestTranslation = vi.fn(async ({ text }: { text: string }) => ({ data: { text: `FR ${text}` } }));
    renderProtocol(suggestTranslation);
    await fill('Label (English) *', 'Retention');
    await fill('Description (English)', 'a'.repeat(MAX_TRANSLATED_TEXT_LENGTH + 1));

    await userEvent.click(await screen.findByRole('button', { name: 'Translate empty fields' }));
    expect(
      await screen.findByText(
        'Empty fields translated: 1 field filled, 1 not translated. Text too long to be translated: at most 5000 characters.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Label (French) *')).toHaveValue('FR Retention');
    expect(screen.getByLabelText('Description (French)')).toHaveValue('');
    expect(suggestTranslation).toHaveBeenCalledTimes(1);
  });

  it('stops asking once the engine fails, counting the texts left as not translated', async () => {
    serveConsoleConfig(true);
    const refusal = failure(502, { error_code: 1000 });
    const logged = expectFailedCallLogged();
    const suggestTranslation = vi.fn(async () => {
      throw refusal;
    });
    renderProtocol(suggestTranslation);
    await fill('Label (French) *', 'Contention');
    await fill('Description (French)', 'Après traitement');

    await userEvent.click(await screen.findByRole('button', { name: 'Translate empty fields' }));
    expect(
      await screen.findByText(
        'Empty fields translated: 0 fields filled, 2 not translated. The translation engine is unavailable or refused the text: try again later or type the translation.',
      ),
    ).toBeInTheDocument();
    expect(suggestTranslation).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Label (English) *')).toHaveValue('');
    expect(logged).toHaveBeenCalledWith(refusal);
  });

  it('says when there is nothing to translate', async () => {
    serveConsoleConfig(true);
    const suggestTranslation = vi.fn(async () => ({ data: { text: '' } }));
    renderProtocol(suggestTranslation);
    await userEvent.click(await screen.findByRole('button', { name: 'Translate empty fields' }));
    expect(
      await screen.findByText('No empty field to translate: every text is filled in both languages, or empty in both.'),
    ).toBeInTheDocument();
    expect(suggestTranslation).not.toHaveBeenCalled();
  });
});
