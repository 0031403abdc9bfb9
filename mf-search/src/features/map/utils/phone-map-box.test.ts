import { phoneMapBox, PHONE_MAP } from './phone-map-box';

describe('phoneMapBox', () => {
  it('is the window less the 8rem above the map, inside a 1px border', () => {
    expect(phoneMapBox({ width: 412, height: 823 }, 16)).toEqual({ width: 410, height: 823 - 128 - 2 });
  });

  it('follows the root font size, as the CSS rem does', () => {
    expect(phoneMapBox({ width: 390, height: 844 }, 20).height).toBe(844 - 160 - 2);
  });

  it('is never shorter than the box\'s minimum height (a short window, a phone held sideways)', () => {
    expect(phoneMapBox({ width: 740, height: 360 }, 16)).toEqual({ width: 738, height: PHONE_MAP.minHeight - 2 });
  });
});
