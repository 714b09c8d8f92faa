import { Button, type ButtonProps } from '@mui/material';
import { useRef } from 'react';

interface FileChooserButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'onChange'> {
  /** The button's text, also its accessible name and the file input's. */
  text: string;
  accept: string;
  multiple?: boolean;
  /** The chosen files (none when the chooser was closed without a choice). */
  onChange: (files: File[]) => void;
}

/**
 * A button opening the browser's file chooser: a real `<button>`, so Tab reaches it and Enter and Space open the
 * chooser, as a click does. MUI's `component="label"` upload button is a label: it opened the chooser on a click
 * only. The file input stays in the page, hidden, named like the button (tests and assistive tools reach it).
 */
export const FileChooserButton = ({
  text,
  accept,
  multiple,
  onChange,
  disabled,
  ...buttonProps
}: FileChooserButtonProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...buttonProps} disabled={disabled} onClick={() => input.current?.click()}>
        {text}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        disabled={disabled}
        aria-label={text}
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file chosen again is a new choice.
          event.target.value = '';
          onChange(files);
        }}
      />
    </>
  );
};
