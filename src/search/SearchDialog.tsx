import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Dialog,
  DialogContent,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { nameText } from '../../lib/cellTexts';
import { SEARCH_MAX_LENGTH, type SearchHit } from '../../lib/globalSearch';
import { groupedByView, recordAddress } from '../routing/recordAddress';
import { MarkedText } from './SearchHitText';
import { useGlobalSearch } from './useGlobalSearch';

/** Where a hit opens: its record page, or its catalogue's listing when the catalogue has no such page. */
const addressOf = (hit: SearchHit): string => recordAddress(hit) ?? `/${hit.view}`;

function HitLines({ hit }: { hit: SearchHit }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name =
    nameText({ id: hit.id, label: hit.label }, 'label', locale) || translate('search.recordNumber', { id: hit.id });
  const { match } = hit;
  const inName = match.text === name;
  const fieldName = translate(`resources.${hit.view}.fields.${match.field}`, { _: match.field });
  const language = match.language ? ` (${translate(`screens.languages.${match.language}`)})` : '';
  return (
    <ListItemText
      primary={inName ? <MarkedText {...match} /> : name}
      secondary={
        inName ? (
          hit.keyName && translate('search.keyName', { key: hit.keyName })
        ) : (
          <>
            <Box component="span" sx={{ mr: 0.5 }}>
              {translate('search.matchedIn', { field: `${fieldName}${language}` })}
            </Box>
            <MarkedText {...match} />
          </>
        )
      }
      slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
    />
  );
}

/**
 * The global search (docs/search.md): a field searching every catalogue as one types, the records found grouped by
 * catalogue with their match marked, chosen with the arrows and opened with Enter or a click (a combobox and its
 * listbox for assistive technologies).
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  const state = useGlobalSearch(open ? q : '');
  const hits = 'hits' in state ? state.hits : [];
  const groups = useMemo(() => groupedByView(hits), [hits]);
  const ordered = groups.flatMap((group) => group.items);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const chosen = Math.min(active, ordered.length - 1);

  const close = () => {
    setQ('');
    setActive(0);
    onClose();
  };
  const openHit = (hit: SearchHit) => {
    close();
    navigate(addressOf(hit));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (ordered.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((chosen + step + ordered.length) % ordered.length);
    } else if (event.key === 'Enter' && chosen >= 0) {
      event.preventDefault();
      openHit(ordered[chosen]);
    }
  };

  const status = (() => {
    if (state.status === 'short') return translate('search.tooShort');
    if (state.status === 'failed') return translate('search.failed');
    if (state.status === 'tooLong') return translate('search.tooLong', { max: SEARCH_MAX_LENGTH });
    if (state.status === 'loading') return translate('search.searching');
    if (hits.length === 0) return translate('search.none', { q: q.trim() });
    const count = translate('search.results', { smart_count: hits.length });
    return 'keyOnly' in state && state.keyOnly ? `${count} · ${translate('search.keyOnly')}` : count;
  })();

  let index = -1;
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-label={translate('search.title')}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogContent sx={{ p: 0 }}>
        <TextField
          autoFocus
          fullWidth
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={translate('search.field')}
          variant="outlined"
          sx={{ '& fieldset': { border: 'none' }, borderBottom: 1, borderColor: 'divider' }}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('search.title'),
              'aria-expanded': ordered.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': chosen >= 0 ? optionId(chosen) : undefined,
              maxLength: SEARCH_MAX_LENGTH,
              enterKeyHint: 'go',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" sx={{ px: 2, py: 1 }}>
          {status}
        </Typography>
        <List
          id={listId}
          role="listbox"
          aria-label={translate('search.title')}
          dense
          sx={{ pt: 0, maxHeight: '60vh', overflowY: 'auto' }}
        >
          {groups.map((group) => (
            <Box component="li" key={group.view} role="presentation">
              <Box
                component="ul"
                role="group"
                aria-label={translate(`resources.${group.view}.name`, { _: group.view })}
                sx={{ p: 0 }}
              >
                <ListSubheader component="div" role="presentation" sx={{ lineHeight: 2.5 }}>
                  {translate(`resources.${group.view}.name`, { _: group.view })}
                </ListSubheader>
                {group.items.map((hit) => {
                  index += 1;
                  const at = index;
                  return (
                    <ListItemButton
                      key={`${hit.resource}-${hit.id}`}
                      id={optionId(at)}
                      role="option"
                      aria-selected={at === chosen}
                      selected={at === chosen}
                      tabIndex={-1}
                      onMouseMove={() => at !== chosen && setActive(at)}
                      onClick={() => openHit(hit)}
                      component="li"
                    >
                      <HitLines hit={hit} />
                    </ListItemButton>
                  );
                })}
              </Box>
            </Box>
          ))}
        </List>
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
        >
          {translate('search.help')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
