import { describe, expect, it } from 'vitest';
import { defaultSamples, insertPlaceholder, renderTemplate, unknownPlaceholders } from '../../lib/templateText';

describe('insertPlaceholder', () => {
  it('inserts {{name}} at the cursor and answers the cursor just after it', () => {
    expect(insertPlaceholder('Hello , welcome', 6, 'firstName')).toEqual({
      text: 'Hello {{firstName}}, welcome',
      cursor: 19,
    });
  });

  it('inserts at the start when the cursor is 0', () => {
    expect(insertPlaceholder('is ready', 0, 'code').text).toBe('{{code}}is ready');
  });

  it('appends at the end when the cursor is unknown or out of range', () => {
    expect(insertPlaceholder('Code: ', null, 'code')).toEqual({ text: 'Code: {{code}}', cursor: 14 });
    expect(insertPlaceholder('Code: ', undefined, 'code').text).toBe('Code: {{code}}');
    expect(insertPlaceholder('Code: ', 99, 'code').text).toBe('Code: {{code}}');
    expect(insertPlaceholder('Code: ', -1, 'code').text).toBe('Code: {{code}}');
  });

  it('works on an empty text', () => {
    expect(insertPlaceholder('', 0, 'login')).toEqual({ text: '{{login}}', cursor: 9 });
  });
});

describe('renderTemplate', () => {
  it('replaces every occurrence of each known placeholder by its sample', () => {
    const samples = { firstName: 'Alice', login: 'alice42' };
    expect(renderTemplate('Hi {{firstName}}, login {{login}}. Bye {{firstName}}', samples)).toBe(
      'Hi Alice, login alice42. Bye Alice',
    );
  });

  it('tolerates spaces inside the braces', () => {
    expect(renderTemplate('Hi {{ firstName }}!', { firstName: 'Alice' })).toBe('Hi Alice!');
  });

  it('leaves placeholders without a sample as written', () => {
    expect(renderTemplate('Hi {{firstName}} {{unknown}}', { firstName: 'Alice' })).toBe('Hi Alice {{unknown}}');
  });

  it('inserts samples literally, even with replacement patterns in them', () => {
    expect(renderTemplate('Price: {{amount}}', { amount: '$& 10' })).toBe('Price: $& 10');
  });

  it('does not treat inherited object keys as samples', () => {
    expect(renderTemplate('{{constructor}}', {})).toBe('{{constructor}}');
  });

  it('renders the bracketed default samples', () => {
    expect(renderTemplate('Code {{code}}', defaultSamples(['code']))).toBe('Code [code]');
  });
});

describe('unknownPlaceholders', () => {
  it('lists names that are not parameters, once each, in order of appearance', () => {
    const template = '{{b}} {{firstName}} {{a}} {{b}} {{ a }}';
    expect(unknownPlaceholders(template, ['firstName'])).toEqual(['b', 'a']);
  });

  it('answers an empty list when every placeholder is a parameter', () => {
    expect(unknownPlaceholders('Hi {{firstName}}', ['firstName', 'login'])).toEqual([]);
  });

  it('ignores text that is not a placeholder', () => {
    expect(unknownPlaceholders('{single} {{}} {{ 1abc }} plain', [])).toEqual([]);
  });
});
