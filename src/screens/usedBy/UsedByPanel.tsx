import LinkIcon from '@mui/icons-material/Link';
import { Chip, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { RecordPagePanel } from '../RecordPagePanel';
import { UsedByList } from './UsedByList';
import { useUsedBy } from './useUsedBy';

/**
 * « Utilisé par » on every record page (CatalogueEdit and the read-only detail pages), above « Historique »: the
 * records referring to this one, by catalogue, each a link to its page (docs/search.md, "Used by"). Folded at first;
 * its heading counts them, read with the page.
 */
export const UsedByPanel = () => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const query = useUsedBy(resource, record?.id);
  if (!record) return null;
  const { total } = query;
  return (
    <RecordPagePanel
      id="record-used-by"
      icon={<LinkIcon color="action" />}
      title={translate('usedBy.title')}
      badge={
        total !== undefined && (
          <Chip
            size="small"
            color={total > 0 ? 'primary' : 'default'}
            variant={total > 0 ? 'filled' : 'outlined'}
            label={total}
            title={translate('usedBy.count', { smart_count: total })}
          />
        )
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('usedBy.intro')}
      </Typography>
      <UsedByList query={query} />
    </RecordPagePanel>
  );
};
