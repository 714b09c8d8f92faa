import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Card, CardActions, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { useNotifyFailure } from '../../src/notifications/useNotifyOutcome';
import { DeleteOverlayButton } from './DeleteOverlayButton';
import { OverlayPreview } from './OverlayPreview';
import { OVERLAY_RESOURCE, saveBlob, useOverlayBlob } from './overlayFiles';

/** Saves the overlay under its original name, from the local cache or downloaded with the bearer token. */
const DownloadOverlayButton = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const readBlob = useOverlayBlob();
  const notifyFailure = useNotifyFailure();
  const name = String(record.originalName ?? record.id);
  const label = translate('imageOverlays.actions.download', { name });
  const download = async () => {
    try {
      saveBlob(await readBlob(record.id), name);
    } catch (error) {
      notifyFailure(OVERLAY_RESOURCE, error);
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={download}>
        <DownloadOutlined />
      </IconButton>
    </Tooltip>
  );
};

/** One overlay of the grid: its thumbnail, its file name, download and delete. */
export const OverlayCard = ({ record }: { record: RaRecord }) => {
  const name = String(record.originalName ?? '');
  return (
    <Card variant="outlined" role="listitem" aria-label={name}>
      <OverlayPreview id={record.id} name={name} />
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="body2" noWrap title={name}>
          {name}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <DownloadOverlayButton record={record} />
        <DeleteOverlayButton record={record} />
      </CardActions>
    </Card>
  );
};
