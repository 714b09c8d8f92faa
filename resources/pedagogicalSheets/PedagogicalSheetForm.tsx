import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Tab, Tabs } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ResourceModel, ViewSpec } from '../../lib/model';
import { CatalogueFieldInputs, CatalogueSimpleForm } from '../../src/screens';
import { SheetContentTab } from './SheetContentTab';
import { type SectionDraft, sectionErrors } from './sheetSections';
import { useSaveSections } from './useSaveSections';

type TabName = 'sheet' | 'content';
const TAB_NAMES: readonly TabName[] = ['sheet', 'content'];

/** The two parts of the form, both kept mounted so that switching keeps what is typed; a part to fix is marked. */
const SheetTabs = ({ panels }: { panels: Record<TabName, ReactNode> }) => {
  const translate = useTranslate();
  const [active, setActive] = useState<TabName>('sheet');
  const { errors, isSubmitted } = useFormState();
  const hasErrors = (tab: TabName) =>
    isSubmitted && Object.keys(errors).some((name) => (name === 'sections') === (tab === 'content'));
  const label = (tab: TabName) => {
    const name = translate(`pedagogicalSheets.tabs.${tab}`);
    return hasErrors(tab) ? translate('pedagogicalSheets.tabs.hasErrors', { tab: name }) : name;
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={active}
        onChange={(_, tab: TabName) => setActive(tab)}
        aria-label={translate('pedagogicalSheets.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TAB_NAMES.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={label(tab)}
            id={`sheet-tab-${tab}`}
            aria-controls={`sheet-panel-${tab}`}
            icon={hasErrors(tab) ? <ErrorOutlineIcon fontSize="small" /> : undefined}
            iconPosition="end"
            sx={hasErrors(tab) ? { color: 'error.main', minHeight: 48 } : { minHeight: 48 }}
          />
        ))}
      </Tabs>
      {TAB_NAMES.map((tab) => (
        <Box
          key={tab}
          role="tabpanel"
          id={`sheet-panel-${tab}`}
          aria-labelledby={`sheet-tab-${tab}`}
          hidden={tab !== active}
        >
          {panels[tab]}
        </Box>
      ))}
    </Box>
  );
};

/**
 * A pedagogical sheet's modify form: its own fields on a first tab, its content (sections and preview) on a
 * second. One Save sends the sections first, then the sheet; a section without a title in every language stops it.
 */
export const PedagogicalSheetForm = ({ model, view }: { model: ResourceModel; view: ViewSpec }) => {
  const record = useRecordContext<{ id: number; sections?: SectionDraft[] }>();
  const saveSections = useSaveSections(record?.id, record?.sections);
  const sheetFields = (
    <Box sx={{ maxWidth: 720 }}>
      <CatalogueFieldInputs model={model} view={view} mode="edit" />
    </Box>
  );
  return (
    <CatalogueSimpleForm model={model} view={view} mode="edit" validate={sectionErrors} beforeSave={saveSections}>
      <SheetTabs panels={{ sheet: sheetFields, content: <SheetContentTab /> }} />
    </CatalogueSimpleForm>
  );
};
