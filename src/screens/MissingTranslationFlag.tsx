import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Language } from '../../lib/model';

/** A small warning flag telling which languages of a translation set are still empty. */
export const MissingTranslationFlag = ({ languages }: { languages: readonly Language[] }) => {
  const translate = useTranslate();
  const text = translate('screens.translation.missing', {
    languages: languages.map((language) => translate(`screens.languages.${language}`)).join(', '),
  });
  return (
    <Tooltip title={text}>
      {/* MUI hides icons from assistive technologies unless told otherwise: this one carries information. */}
      <FlagOutlinedIcon role="img" aria-label={text} aria-hidden={false} color="warning" fontSize="small" />
    </Tooltip>
  );
};
