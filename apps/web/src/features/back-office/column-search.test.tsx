import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ColumnSearch } from './column-search';

const columns = [
  { field: 'email', label: 'Email' },
  { field: 'first_name', label: 'First Name' },
];

describe('ColumnSearch (issue 18: search by column)', () => {
  it('asks for the column, then the text, with the spec message, before searching', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<ColumnSearch columns={columns} onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'tan');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please fill the appropriate fields!')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Search' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Column' }));
    await userEvent.click(screen.getByRole('option', { name: 'Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please fill the appropriate fields!')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), ' tan ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ searchBy: 'email', search: 'tan' });
    expect(screen.queryByText('Please fill the appropriate fields!')).not.toBeInTheDocument();
  });
});
