import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { THUMBNAIL_SIZE } from '../../early/listingWindow';

interface ThumbnailFieldProps {
  /** Where the record carries its image's path (lib/model imageParts). */
  source: string;
  label?: string;
  sortable?: boolean;
}

/** A small picture of a record's image in a listing row (decorative: the row is named by its label). */
export const ThumbnailField = ({ source }: ThumbnailFieldProps) => {
  const path = useRecordContext()?.[source];
  if (typeof path !== 'string' || path === '') return null;
  return (
    <Box
      component="img"
      src={path}
      alt=""
      loading="lazy"
      sx={{
        width: THUMBNAIL_SIZE,
        height: THUMBNAIL_SIZE,
        objectFit: 'contain',
        borderRadius: 0.5,
        bgcolor: 'action.hover',
        display: 'block',
      }}
    />
  );
};
