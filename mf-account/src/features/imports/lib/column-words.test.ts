import english from '#src/messages/en.json';
import spanish from '#src/messages/es.json';
import { COLUMN_GROUPS, columnAboutKey, type ColumnGroup } from './column-words';

const groups = Object.keys(COLUMN_GROUPS) as ColumnGroup[];
const messages = (catalog: Record<string, string>, group: ColumnGroup) =>
  Object.keys(catalog).filter((id) => id.startsWith(`columns.${group}.`)).length;

it.each(groups)("explains each %s column in the contracts' English words, and in Spanish", (group) => {
  COLUMN_GROUPS[group].forEach((column, i) => {
    expect({ column: column.name, words: (english as Record<string, string>)[columnAboutKey(group, i)] }).toEqual({ column: column.name, words: column.about });
    expect((spanish as Record<string, string>)[columnAboutKey(group, i)]).toBeTruthy();
  });
  // No words left over from a column that is gone.
  expect(messages(english, group)).toBe(COLUMN_GROUPS[group].length);
});
