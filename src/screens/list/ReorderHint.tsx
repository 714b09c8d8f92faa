import { Button, Stack, Typography } from '@mui/material';
import { type SortPayload, useListContext, useTranslate } from 'react-admin';
import type { ReorderBlock } from './reorderAvailability';

interface ReorderHintProps {
  block: Exclude<ReorderBlock, null | 'notOrderable'>;
  defaultSort: SortPayload;
}

/** Tells why rows cannot be dragged now and, after a search or a sort, offers the way back (below the text when narrow). */
export const ReorderHint = ({ block, defaultSort }: ReorderHintProps) => {
  const translate = useTranslate();
  const { setFilters, setSort, displayedFilters } = useListContext();
  const backToDisplayOrder = () => {
    setFilters({}, displayedFilters);
    setSort(defaultSort);
  };
  return (
    <Stack direction="row" useFlexGap sx={{ px: 2, pt: 1, alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(`screens.list.reorderHint.${block}`)}
      </Typography>
      {block === 'filtered' && (
        <Button size="small" onClick={backToDisplayOrder}>
          {translate('screens.list.backToDisplayOrder')}
        </Button>
      )}
    </Stack>
  );
};
