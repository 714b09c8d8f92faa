import { createTheme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ROW_HEIGHT } from '../../src/early/earlyListingStyle';
import { listingRowHeight } from '../../src/screens/list/rowStyles';

describe("a listing's row height", () => {
  it('is the early listing’s in the themes the console renders comfortable, light or dark', () => {
    expect(listingRowHeight(createTheme(defaultLightTheme))).toBe(ROW_HEIGHT);
    expect(listingRowHeight(createTheme(defaultDarkTheme))).toBe(ROW_HEIGHT);
    expect(ROW_HEIGHT).toBe(53);
  });

  it("follows a theme's tighter cells (the compact density)", () => {
    const compact = createTheme(defaultLightTheme, {
      components: { MuiTableCell: { styleOverrides: { sizeSmall: { paddingTop: 2, paddingBottom: 2 } } } },
    });
    expect(listingRowHeight(compact)).toBe(45);
  });
});
