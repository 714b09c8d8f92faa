import { Box, Button, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { imageParts } from '../../../lib/model';
import { FileChooserButton } from './FileChooserButton';
import { InputErrorText } from './InputErrorText';
import { readFileAsDataUrl } from './readFileAsDataUrl';

interface ImageUploadInputProps {
  /** The model's image field: sent as `<source>Base64` + its name, read back as its path (lib/model imageParts). */
  source: string;
  spec?: { bareNames?: boolean };
  label: ReactNode;
}

const ACCEPTED = 'image/png,image/jpeg,image/webp,image/svg+xml';

/** Uploads an image: shows the stored one, previews a newly chosen one, and replaces or removes it. */
export const ImageUploadInput = ({ source, spec = {}, label }: ImageUploadInputProps) => {
  const parts = imageParts(source, spec);
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const base64 = useInput({ source: parts.base64 });
  const originalName = useInput({ source: parts.originalName });
  const storedPath = useWatch({ name: parts.path }) as string | null | undefined;
  const [preview, setPreview] = useState<string | null>(null);
  const labelId = `${base64.id}-label`;
  const shown = preview ?? storedPath ?? null;
  const { fieldState, formState } = base64;
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const { dataUrl, base64: payload } = await readFileAsDataUrl(file);
    setPreview(dataUrl);
    base64.field.onChange(payload);
    originalName.field.onChange(file.name);
  };
  const remove = () => {
    setPreview(null);
    base64.field.onChange(null);
    originalName.field.onChange(null);
    setValue(parts.path, null, { shouldDirty: true });
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={labelId} variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={translate(preview ? 'screens.image.preview' : 'screens.image.current')}
            sx={{ maxWidth: 160, maxHeight: 120, borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Typography variant="body2">{translate('screens.image.none')}</Typography>
        )}
        <Stack spacing={1}>
          <FileChooserButton
            variant="outlined"
            size="small"
            text={translate(shown ? 'screens.image.replace' : 'screens.image.choose')}
            aria-describedby={labelId}
            accept={ACCEPTED}
            onChange={(files) => choose(files[0])}
          />
          {shown && (
            <Button size="small" color="error" onClick={remove}>
              {translate('screens.image.remove')}
            </Button>
          )}
        </Stack>
      </Stack>
      {typeof originalName.field.value === 'string' && originalName.field.value !== '' && (
        <Typography variant="caption">{originalName.field.value}</Typography>
      )}
      <InputErrorText error={showError ? fieldState.error?.message : undefined} />
    </Box>
  );
};
