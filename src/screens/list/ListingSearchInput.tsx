import SearchIcon from '@mui/icons-material/Search';
import { IconButton, InputAdornment } from '@mui/material';
import { SearchInput, useTranslate } from 'react-admin';

/**
 * A listing's search box (`q`, always shown): named « Rechercher » for screen readers, not by its placeholder alone,
 * and its magnifier a submit button, so its filter form has one (Enter searches at once instead of after the pause).
 */
export function ListingSearchInput({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const label = translate('screens.list.search');
  return (
    <SearchInput
      source={source}
      placeholder={label}
      slotProps={{ htmlInput: { 'aria-label': label } }}
      InputProps={{
        endAdornment: (
          <InputAdornment position="end">
            <IconButton type="submit" size="small" edge="end" aria-label={label} title={label}>
              <SearchIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        ),
      }}
    />
  );
}

/** The search box among a listing's filters (react-admin reads `source` and `alwaysOn` from the element). */
export const listingSearch = () => <ListingSearchInput key="q" source="q" alwaysOn />;
