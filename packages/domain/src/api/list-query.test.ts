import { describe, expect, it } from 'vitest';
import { ListQueryError, parseListQuery, type ListQueryRules } from './list-query.js';

const rules: ListQueryRules = {
  fields: ['created_at', 'status', 'name', 'postal_code'],
  defaultSortBy: 'created_at',
  defaultSort: 'desc',
  defaultSearchFields: ['name'],
};

describe('parseListQuery', () => {
  it('applies the defaults when nothing is given', () => {
    expect(parseListQuery({}, rules)).toEqual({
      page: 1,
      rowsPerPage: 20,
      offset: 0,
      sortBy: 'created_at',
      sort: 'desc',
      filters: [],
    });
  });

  it('serves a request for 10 rows as 20 (spec §9: "a request of 10 becomes 20")', () => {
    const q = parseListQuery({ rowsPerPage: '10', page: '3' }, rules);
    expect(q.rowsPerPage).toBe(20);
    expect(q.offset).toBe(40);
  });

  it('keeps the other table sizes 20, 50 and 100 and caps anything larger', () => {
    expect(parseListQuery({ rowsPerPage: '50' }, rules).rowsPerPage).toBe(50);
    expect(parseListQuery({ rowsPerPage: '100' }, rules).rowsPerPage).toBe(100);
    expect(parseListQuery({ rowsPerPage: '100000' }, rules).rowsPerPage).toBe(200);
    expect(parseListQuery({ rowsPerPage: '500' }, { ...rules, maxRowsPerPage: 100 }).rowsPerPage).toBe(100);
  });

  it('treats page 0 as the first page (the spec lists ask for both 0 and 1)', () => {
    expect(parseListQuery({ page: '0' }, rules).offset).toBe(0);
  });

  it('answers "{field} must be a number." for a non-numeric page', () => {
    expect(() => parseListQuery({ page: 'abc' }, rules)).toThrow('page must be a number.');
    expect(() => parseListQuery({ rowsPerPage: '1e3' }, rules)).toThrow('rowsPerPage must be a number.');
  });

  it('refuses a sort or filter field that is not allow-listed', () => {
    expect(() => parseListQuery({ sortBy: 'password_hash' }, rules)).toThrow(ListQueryError);
    expect(() => parseListQuery({ find: 'x', findBy: 'password_hash' }, rules)).toThrow('not allowed');
    expect(() => parseListQuery({ search: 'x', searchBy: 'email' }, rules)).toThrow('not allowed');
  });

  it('reads find/findBy, find1/findBy1 and findNin', () => {
    const q = parseListQuery(
      {
        find: 'Paid',
        findBy: 'status',
        find1: '560123',
        findBy1: 'postal_code',
        findNin: 'status:Declined,Rejected',
      },
      rules,
    );
    expect(q.filters).toEqual([
      { field: 'status', op: 'equals', values: ['Paid'] },
      { field: 'postal_code', op: 'equals', values: ['560123'] },
      { field: 'status', op: 'notIn', values: ['Declined', 'Rejected'] },
    ]);
  });

  it('needs both halves of a find pair', () => {
    expect(() => parseListQuery({ find: 'Paid' }, rules)).toThrow('findBy is required.');
    expect(() => parseListQuery({ findBy: 'status' }, rules)).toThrow('find is required.');
  });

  it('searches the given fields, or the default ones, and ignores blank text', () => {
    expect(parseListQuery({ search: ' tan ', searchBy: 'name,status' }, rules).search).toEqual({
      text: 'tan',
      fields: ['name', 'status'],
    });
    expect(parseListQuery({ search: 'tan' }, rules).search?.fields).toEqual(['name']);
    expect(parseListQuery({ search: '   ' }, rules).search).toBeUndefined();
  });

  it('accepts sort in either case and refuses anything else', () => {
    expect(parseListQuery({ sort: 'ASC' }, rules).sort).toBe('asc');
    expect(() => parseListQuery({ sort: 'sideways' }, rules)).toThrow(ListQueryError);
  });
});
