import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SearchDialog } from './SearchDialog';
import { shortcutText, useSearchShortcut } from './searchShortcut';

/**
 * The app bar's search (docs/search.md): a field-like button showing its shortcut (an icon alone on a phone), and
 * Ctrl+K / ⌘+K from anywhere, both opening the global search.
 */
export function SearchButton({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  useSearchShortcut(show);
  const shortcut = shortcutText();
  const hint = translate('search.openHint', { shortcut });
  return (
    <>
      {compact ? (
        <Tooltip title={hint}>
          <IconButton color="inherit" size="small" aria-label={hint} aria-haspopup="dialog" onClick={show}>
            <SearchIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          startIcon={<SearchIcon fontSize="small" />}
          aria-label={hint}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={show}
          sx={{
            textTransform: 'none',
            borderColor: 'currentColor',
            opacity: 0.9,
            minWidth: 180,
            justifyContent: 'flex-start',
          }}
        >
          <Box component="span" sx={{ flexGrow: 1, textAlign: 'left' }}>
            {translate('search.open')}
          </Box>
          <Box
            component="kbd"
            sx={{
              ml: 2,
              px: 0.75,
              fontSize: '0.75rem',
              fontFamily: 'inherit',
              border: 1,
              borderRadius: 0.5,
              opacity: 1,
            }}
          >
            {shortcut}
          </Box>
        </Button>
      )}
      <SearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
