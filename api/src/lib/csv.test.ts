import { parse } from 'csv-parse/sync';
import { csvStream, csvText } from './csv';

describe('the API’s CSV writer', () => {
  it('neutralizes every text cell a spreadsheet would run as a formula, full-width forms too', () => {
    const cells = ['=1+2', '+SUM(A1)', '-2+3', '@cmd', '\tHidden', '\rReturn', '＝1+2', '＋1', '－1', '＠cmd', 'plain', 'a=b'];
    const [row] = parse(csvText([cells])) as string[][];
    expect(row).toEqual(["'=1+2", "'+SUM(A1)", "'-2+3", "'@cmd", "'\tHidden", "'\rReturn", "'＝1+2", "'＋1", "'－1", "'＠cmd", 'plain', 'a=b']);
  });

  it('quotes a neutralised cell and neutralises each list item after | or ;, as OWASP advises', () => {
    expect(csvText([['=1+2', '@SUM(A1)', '\tx', 'Exam; =HYPERLINK("x")', 'a|+b', 'plain', 'a; -5', -111.65]])).toBe(
      `"'=1+2","'@SUM(A1)","'\tx","Exam; '=HYPERLINK(""x"")",a|'+b,plain,a; -5,-111.65\r\n`,
    );
  });

  it('keeps numbers numbers, writes yes/no as true/false, empty cells empty, and quotes what needs it, line by CRLF', () => {
    expect(csvText([[-111.65, 0, 99.5, true, false, null, undefined, 'a,b', 'say "hi"', 'two\nlines']])).toBe(
      '-111.65,0,99.5,true,false,,,"a,b","say ""hi""","two\nlines"\r\n',
    );
  });

  it('streams rows with the same rules', async () => {
    const stream = csvStream();
    const out: string[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    const done = new Promise((resolve) => stream.on('end', resolve));
    stream.write(['@first', -1]);
    stream.end(['second', '-1']);
    await done;
    expect(out.join('')).toBe(`"'@first",-1\r\nsecond,"'-1"\r\n`);
  });
});
