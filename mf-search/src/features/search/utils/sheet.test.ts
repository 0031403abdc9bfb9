import { SHEET_MAX, SHEET_MIN, SHEET_START, clampSheet, draggedSheet, sheetAfterKey } from './sheet';
import { toApiBBox } from './bbox';

it('keeps the sheet between 20% and 90% of the window', () => {
  expect(clampSheet(5)).toBe(SHEET_MIN);
  expect(clampSheet(95)).toBe(SHEET_MAX);
  expect(clampSheet(42)).toBe(42);
  expect(clampSheet(NaN)).toBe(SHEET_START);
});

it('follows the pointer: dragging up grows the sheet', () => {
  expect(draggedSheet(50, 500, 400, 1000)).toBe(60);
  expect(draggedSheet(50, 500, 0, 1000)).toBe(SHEET_MAX);
  expect(draggedSheet(50, 500, 1000, 1000)).toBe(SHEET_MIN);
});

it('moves with the keyboard', () => {
  expect(sheetAfterKey(50, 'ArrowUp')).toBe(55);
  expect(sheetAfterKey(50, 'ArrowDown')).toBe(45);
  expect(sheetAfterKey(88, 'PageUp')).toBe(SHEET_MAX);
  expect(sheetAfterKey(50, 'Home')).toBe(SHEET_MAX);
  expect(sheetAfterKey(50, 'End')).toBe(SHEET_MIN);
  expect(sheetAfterKey(50, 'a')).toBeNull();
});

it('clamps a zoomed-out viewport to what the API accepts', () => {
  expect(toApiBBox(-250, -95, 250, 95)).toEqual([-180, -90, 180, 90]);
  expect(toApiBBox(-112.123456, 40.5, -111.5, 41)).toEqual([-112.1235, 40.5, -111.5, 41]);
});
