import { CODE_MESSAGE, readCodeText } from './code-text';

describe('the code a person types', () => {
  it('is taken trimmed and upper-cased, in any system', () => {
    expect(readCodeText(' d1110 ')).toEqual({ code: 'D1110' });
    expect(readCodeText('99213')).toEqual({ code: '99213' });
    expect(readCodeText('g0103')).toEqual({ code: 'G0103' });
  });

  it('clears the code when nothing is typed', () => {
    expect(readCodeText('   ')).toEqual({ code: '' });
  });

  it('says what a code looks like for anything else', () => {
    for (const text of ['D111', 'cleaning', '992133', 'D-1110']) expect(readCodeText(text)).toEqual({ error: CODE_MESSAGE });
  });
});
