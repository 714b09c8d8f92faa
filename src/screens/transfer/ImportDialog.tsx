import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import type { ImportReport } from '../../../lib/transfer/plan';
import type { ImportMode } from '../../../lib/transfer/refusals';
import { errorBodyOf, errorMessageKey } from '../../notifications/errorMessages';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ImportStep } from '../../providers/transferCalls';
import { ImportReportTable, OutcomeCounts } from './ImportReportTable';
import { fileProblemText, LIMITS } from './importTexts';

/** Where the dialog stands: a file to choose, the server at work, its verdict, or the import done. */
type Stage =
  | { kind: 'choosing' }
  | { kind: 'working'; file: File; mode: ImportMode; step?: ImportStep }
  | { kind: 'refusedFile'; file: File; message: string }
  | { kind: 'preview'; file: File; report: ImportReport }
  | { kind: 'applied'; file: File; report: ImportReport };

/** The report of an apply refused because of its rows (400, `reason: rowsRefused`), if that is the failure. */
function refusedReport(error: unknown): ImportReport | undefined {
  const body = errorBodyOf(error) as { reason?: unknown; report?: ImportReport };
  return body.reason === 'rowsRefused' ? body.report : undefined;
}

/** The server's progress as a bar: determinate once it counts rows, else running. */
function Progress({ stage }: { stage: Extract<Stage, { kind: 'working' }> }) {
  const translate = useTranslate();
  const { step } = stage;
  const label = step
    ? translate(`transfer.import.phases.${step.phase}`, {
        done: step.done.toLocaleString(),
        total: step.total.toLocaleString(),
      })
    : translate('transfer.import.sending');
  const value = step && step.total > 0 ? Math.round((100 * step.done) / step.total) : undefined;
  return (
    <Stack spacing={1} sx={{ py: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={label}
      />
    </Stack>
  );
}

/**
 * The import of a file into a listing's view (docs/export-import.md): the file is checked first (preview: each row's
 * outcome and reasons, nothing written), then written on confirmation, all rows or none, with the server's progress.
 */
export const ImportDialog = ({
  model,
  view,
  onClose,
}: {
  model: ResourceModel;
  view: ViewSpec;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const [stage, setStage] = useState<Stage>({ kind: 'choosing' });
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const working = stage.kind === 'working';

  const run = async (file: File, mode: ImportMode) => {
    setStage({ kind: 'working', file, mode });
    try {
      const { data } = await dataProvider.importCatalogue(view.name, {
        file,
        mode,
        onStep: (step) => setStage({ kind: 'working', file, mode, step }),
      });
      setStage({ kind: mode === 'apply' ? 'applied' : 'preview', file, report: data });
      if (mode === 'apply') refresh();
    } catch (error) {
      const report = refusedReport(error);
      if (report) setStage({ kind: 'preview', file, report });
      else {
        const message = fileProblemText(translate, error) ?? translate(errorMessageKey(view.name, error));
        setStage({ kind: 'refusedFile', file, message });
      }
    }
  };

  const chosen = (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (file) void run(file, 'preview');
  };

  const report = stage.kind === 'preview' || stage.kind === 'applied' ? stage.report : undefined;
  const toWrite = report ? report.counts.create + report.counts.update : 0;
  const summary = report
    ? (['create', 'update', 'unchanged'] as const)
        .filter((outcome) => report.counts[outcome] > 0)
        .map((outcome) => translate(`transfer.import.done.${outcome}`, { smart_count: report.counts[outcome] }))
        .join(', ')
    : '';

  return (
    <Dialog
      open
      onClose={working ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      disableEscapeKeyDown={working}
    >
      <DialogTitle id={titleId}>
        {translate('transfer.import.title', { name: translate(`resources.${view.name}.name`) })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {stage.kind === 'choosing' && (
            <>
              <Typography variant="body2">{translate('transfer.import.intro')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('transfer.import.limits', {
                  megabytes: LIMITS.megabytes,
                  rows: LIMITS.rows.toLocaleString(),
                })}
              </Typography>
            </>
          )}
          {stage.kind !== 'choosing' && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <InsertDriveFileOutlinedIcon fontSize="small" />
              <Typography variant="body2">
                {translate('transfer.import.fileName', { name: stage.file.name })}
              </Typography>
            </Stack>
          )}
          {stage.kind === 'working' && <Progress stage={stage} />}
          {stage.kind === 'refusedFile' && <Alert severity="error">{stage.message}</Alert>}
          {report && stage.kind === 'preview' && (
            <>
              <OutcomeCounts report={report} />
              {report.counts.refused > 0 ? (
                <Alert severity="error">
                  {translate('transfer.import.refusedIntro', { smart_count: report.counts.refused })}
                </Alert>
              ) : toWrite === 0 ? (
                <Alert severity="info">{translate('transfer.import.nothingToDo')}</Alert>
              ) : (
                <Alert severity="info">{translate('transfer.import.ready')}</Alert>
              )}
              <ImportReportTable report={report} model={model} view={view} />
            </>
          )}
          {report && stage.kind === 'applied' && (
            <Alert severity="success" icon={<CheckCircleOutlineIcon />}>
              {translate('transfer.import.applied', { summary })}
            </Alert>
          )}
        </Stack>
        <Box
          component="input"
          ref={input}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          hidden
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => chosen(event.target.files)}
          data-testid="import-file"
        />
      </DialogContent>
      <DialogActions>
        {stage.kind === 'applied' ? (
          <Button variant="contained" onClick={onClose}>
            {translate('transfer.import.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={working}>
              {translate('transfer.import.cancel')}
            </Button>
            <Button
              variant={stage.kind === 'preview' && toWrite > 0 ? 'outlined' : 'contained'}
              startIcon={<UploadFileIcon />}
              onClick={() => input.current?.click()}
              disabled={working}
            >
              {translate(stage.kind === 'choosing' ? 'transfer.import.choose' : 'transfer.import.chooseAnother')}
            </Button>
            {stage.kind === 'preview' && (
              <Button
                variant="contained"
                onClick={() => void run(stage.file, 'apply')}
                disabled={report?.counts.refused !== 0 || toWrite === 0}
              >
                {translate('transfer.import.apply', { smart_count: toWrite })}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
