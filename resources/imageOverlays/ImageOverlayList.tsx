import { Box, LinearProgress, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { viewsOf } from '../../lib/model';
import { PAGE_SIZE } from '../../lib/queryString';
import { defaultSortOf } from '../../src/screens/defaultSort';
import { LoadAheadPagination } from '../../src/screens/list/loadAhead';
import { SyncedInfiniteList } from '../../src/screens/list/SyncedInfiniteList';
import { useCatalogueFilters } from '../../src/screens/list/useCatalogueFilters';
import model from './model';
import { OverlayCard } from './OverlayCard';
import { OverlayUploadZone } from './OverlayUploadZone';

const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 2,
  px: 2,
  pb: 2,
} as const;

/** The loaded overlays as a grid of thumbnail cards. */
const OverlayGrid = () => {
  const translate = useTranslate();
  const { data, isPending } = useListContext();
  if (isPending) return <LinearProgress sx={{ mx: 2 }} />;
  if (!data?.length) {
    return (
      <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
        {translate('imageOverlays.grid.empty')}
      </Typography>
    );
  }
  return (
    <Box role="list" aria-label={translate('imageOverlays.grid.label')} sx={GRID_SX}>
      {data.map((record) => (
        <OverlayCard key={record.id} record={record} />
      ))}
    </Box>
  );
};

/**
 * /imageOverlays: the upload zone above a thumbnail grid that grows while scrolling, like the other
 * listings (100 a page, the next page loaded about one screen before the bottom).
 */
export const ImageOverlayList = () => {
  const filters = useCatalogueFilters(model, viewsOf(model)[0]);
  return (
    <SyncedInfiniteList
      model={model}
      resource={model.name}
      filters={filters}
      sort={defaultSortOf(model)}
      perPage={PAGE_SIZE}
      pagination={<LoadAheadPagination />}
      exporter={false}
      actions={false}
      empty={false}
    >
      <OverlayUploadZone />
      <OverlayGrid />
    </SyncedInfiniteList>
  );
};
