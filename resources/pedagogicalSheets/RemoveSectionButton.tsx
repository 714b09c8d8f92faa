import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

interface RemoveSectionButtonProps {
  number: number;
  /** The section's title in the console's language, named in the confirmation. */
  title: string;
  onConfirm: () => void;
}

/** Removes a section from the sheet once the administrator confirms; the deletion is sent with the sheet. */
export const RemoveSectionButton = ({ number, title, onConfirm }: RemoveSectionButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('pedagogicalSheets.content.remove', { number });
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)} color="error" size="small">
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        title="pedagogicalSheets.content.removeTitle"
        titleTranslateOptions={{ number }}
        content="pedagogicalSheets.content.removeContent"
        contentTranslateOptions={{ title: title || translate('pedagogicalSheets.content.untitled') }}
        confirm="ra.action.remove"
        confirmColor="warning"
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
