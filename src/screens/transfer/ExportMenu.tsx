import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import TableViewIcon from '@mui/icons-material/TableView';
import { CircularProgress, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { type ReactElement, useId, useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ViewSpec } from '../../../lib/model';
import type { ExportFormat } from '../../../lib/transfer/files';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useFailureToast } from '../useFailureToast';

/** Hands a file to the browser's downloads under `name`. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file by the next task; the address is released then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const FORMATS: Array<{ format: ExportFormat; icon: ReactElement }> = [
  { format: 'csv', icon: <TableViewIcon fontSize="small" /> },
  { format: 'json', icon: <DataObjectIcon fontSize="small" /> },
];

/**
 * « Exporter »: a menu of the two formats; the file holds every record the listing shows, its search, filters and
 * order applied, every page (GET /api/<api path>/export).
 */
export const ExportMenu = ({ view }: { view: ViewSpec }) => {
  const translate = useTranslate();
  const { filterValues, sort } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const showFailure = useFailureToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [running, setRunning] = useState(false);
  const menuId = useId();

  const download = async (format: ExportFormat) => {
    setAnchor(null);
    setRunning(true);
    try {
      const { data, fileName } = await dataProvider.exportCatalogue(view.name, { filter: filterValues, sort }, format);
      saveFile(data, fileName);
      notify('transfer.export.done', { type: 'success', messageArgs: { name: fileName } });
    } catch (error) {
      showFailure(error, view.name);
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Button
        label={running ? 'transfer.export.running' : 'transfer.export.button'}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={running}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ArrowDropDownIcon />}
      >
        {running ? <CircularProgress size={16} color="inherit" /> : <FileDownloadIcon />}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('transfer.export.menu') } }}
      >
        {FORMATS.map(({ format, icon }) => (
          <MenuItem key={format} onClick={() => download(format)}>
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText
              primary={translate(`transfer.export.${format}`)}
              secondary={translate(`transfer.export.${format}Hint`)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
