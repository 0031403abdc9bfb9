import { fireEvent, render, screen } from '@testing-library/react';
import { CODE_MESSAGE } from '../utils/code-text';
import { CodeBox } from './code-box';

const type = (text: string) => fireEvent.change(screen.getByLabelText('Billing code'), { target: { value: text } });
const find = () => fireEvent.click(screen.getByRole('button', { name: 'Find' }));

describe('the billing code box', () => {
  it('searches the code as typed, trimmed and upper-cased', () => {
    const onCode = jest.fn();
    render(<CodeBox code="" onCode={onCode} />);
    type(' d1110 ');
    find();
    expect(onCode).toHaveBeenCalledWith('D1110');
    expect(screen.getByLabelText('Billing code')).toHaveProperty('value', 'D1110');
  });

  it('keeps what is no code typed, says why, and searches nothing', () => {
    const onCode = jest.fn();
    render(<CodeBox code="" onCode={onCode} />);
    type('cleaning');
    fireEvent.submit(screen.getByRole('search', { name: 'Search by billing code' }));
    expect(onCode).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(CODE_MESSAGE);
    expect(screen.getByLabelText('Billing code').getAttribute('aria-invalid')).toBe('true');
    type('D111');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the code when emptied, and shows the code the search has after Back', () => {
    const onCode = jest.fn();
    const { rerender } = render(<CodeBox code="99203" onCode={onCode} />);
    expect(screen.getByLabelText('Billing code')).toHaveProperty('value', '99203');
    type('');
    find();
    expect(onCode).toHaveBeenCalledWith('');
    rerender(<CodeBox code="D0150" onCode={onCode} />);
    expect(screen.getByLabelText('Billing code')).toHaveProperty('value', 'D0150');
  });
});
