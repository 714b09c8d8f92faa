import { describe, expect, it } from 'vitest';
import { encodeQuery, listQuery, PAGE_SIZE } from '../../lib/queryString';

const decoded = (query: string) => decodeURIComponent(query);

describe('list query string (docs/product-rules.md, Query string)', () => {
  it('writes plain values as key=value', () => {
    expect(encodeQuery({ keyName: 'photos', categoryId: 3 })).toBe('keyName=photos&categoryId=3');
  });

  it('writes arrays as key[]=value without duplicates', () => {
    expect(decoded(encodeQuery({ id: [3, 1, 3, 2, 1] }))).toBe('id[]=3&id[]=1&id[]=2');
  });

  it('writes booleans as 1 or 0', () => {
    expect(encodeQuery({ isPublic: true, editable: false })).toBe('isPublic=1&editable=0');
  });

  it('drops empty strings, undefined and null, also inside arrays', () => {
    expect(decoded(encodeQuery({ q: '', type: undefined, parent: null, id: ['', 4, undefined] }))).toBe('id[]=4');
  });

  it('writes nested objects as key[sub]=value (sort order, exists filters)', () => {
    expect(decoded(encodeQuery({ order: { label: 'asc' }, 'exists[parentCategoryId]': 0 }))).toBe(
      'order[label]=asc&exists[parentCategoryId]=0',
    );
  });

  it('encodes reserved characters in values', () => {
    expect(encodeQuery({ q: 'a&b=c é' })).toBe('q=a%26b%3Dc%20%C3%A9');
  });

  it('adds page and itemsPerPage after the filters', () => {
    expect(listQuery({ q: 'photo' }, 2, PAGE_SIZE)).toBe('q=photo&page=2&itemsPerPage=100');
    expect(PAGE_SIZE).toBe(100);
  });
});
