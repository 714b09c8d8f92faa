import {
  type FieldSpec,
  type Language,
  type ResourceModel,
  representationOf,
  type ViewSpec,
  viewsOf,
} from '../../../lib/model';
import type { SeedRecord } from '../../../lib/seed';
import { translationOf } from '../../../lib/translationSet';
import actCategoriesI18n from '../../../resources/actCategories/i18n';
import actCategories from '../../../resources/actCategories/model';
import actCategoriesSeed from '../../../resources/actCategories/seed';
import actTypesI18n from '../../../resources/actTypes/i18n';
import actTypes from '../../../resources/actTypes/model';
import actTypesSeed from '../../../resources/actTypes/seed';
import applianceCategoriesI18n from '../../../resources/applianceCategories/i18n';
import applianceCategories from '../../../resources/applianceCategories/model';
import applianceCategoriesSeed from '../../../resources/applianceCategories/seed';
import applianceTypesI18n from '../../../resources/applianceTypes/i18n';
import applianceTypes from '../../../resources/applianceTypes/model';
import applianceTypesSeed from '../../../resources/applianceTypes/seed';
import attributeCategoriesI18n from '../../../resources/attributeCategories/i18n';
import attributeCategories from '../../../resources/attributeCategories/model';
import attributeCategoriesSeed from '../../../resources/attributeCategories/seed';
import attributesI18n from '../../../resources/attributes/i18n';
import attributes from '../../../resources/attributes/model';
import attributesSeed from '../../../resources/attributes/seed';
import documentCategoriesI18n from '../../../resources/documentCategories/i18n';
import documentCategories from '../../../resources/documentCategories/model';
import documentCategoriesSeed from '../../../resources/documentCategories/seed';
import documentTypesI18n from '../../../resources/documentTypes/i18n';
import documentTypes from '../../../resources/documentTypes/model';
import documentTypesSeed from '../../../resources/documentTypes/seed';
import examCategoriesI18n from '../../../resources/examCategories/i18n';
import examCategories from '../../../resources/examCategories/model';
import examCategoriesSeed from '../../../resources/examCategories/seed';
import examPanelTypesI18n from '../../../resources/examPanelTypes/i18n';
import examPanelTypes from '../../../resources/examPanelTypes/model';
import examPanelTypesSeed from '../../../resources/examPanelTypes/seed';
import imageTemplatesI18n from '../../../resources/imageTemplates/i18n';
import imageTemplates from '../../../resources/imageTemplates/model';
import imageTemplatesSeed from '../../../resources/imageTemplates/seed';
import objectiveCategoriesI18n from '../../../resources/objectiveCategories/i18n';
import objectiveCategories from '../../../resources/objectiveCategories/model';
import objectiveCategoriesSeed from '../../../resources/objectiveCategories/seed';
import objectiveTypesI18n from '../../../resources/objectiveTypes/i18n';
import objectiveTypes from '../../../resources/objectiveTypes/model';
import objectiveTypesSeed from '../../../resources/objectiveTypes/seed';
import pedagogicalSheetsI18n from '../../../resources/pedagogicalSheets/i18n';
import pedagogicalSheets from '../../../resources/pedagogicalSheets/model';
import pedagogicalSheetsSeed from '../../../resources/pedagogicalSheets/seed';
import pedagogicalSheetThemesI18n from '../../../resources/pedagogicalSheetThemes/i18n';
import pedagogicalSheetThemes from '../../../resources/pedagogicalSheetThemes/model';
import pedagogicalSheetThemesSeed from '../../../resources/pedagogicalSheetThemes/seed';
import phaseTypesI18n from '../../../resources/phaseTypes/i18n';
import phaseTypes from '../../../resources/phaseTypes/model';
import phaseTypesSeed from '../../../resources/phaseTypes/seed';
import positioningGroupTypesI18n from '../../../resources/positioningGroupTypes/i18n';
import positioningGroupTypes from '../../../resources/positioningGroupTypes/model';
import positioningGroupTypesSeed from '../../../resources/positioningGroupTypes/seed';
import protocolsI18n from '../../../resources/protocols/i18n';
import protocols from '../../../resources/protocols/model';
import protocolsSeed from '../../../resources/protocols/seed';
import scenariosI18n from '../../../resources/scenarios/i18n';
import scenarios from '../../../resources/scenarios/model';
import scenariosSeed from '../../../resources/scenarios/seed';
import sessionCategoriesI18n from '../../../resources/sessionCategories/i18n';
import sessionCategories from '../../../resources/sessionCategories/model';
import sessionCategoriesSeed from '../../../resources/sessionCategories/seed';
import sessionTypesI18n from '../../../resources/sessionTypes/i18n';
import sessionTypes from '../../../resources/sessionTypes/model';
import sessionTypesSeed from '../../../resources/sessionTypes/seed';
import subPhaseTypesI18n from '../../../resources/subPhaseTypes/i18n';
import subPhaseTypes from '../../../resources/subPhaseTypes/model';
import subPhaseTypesSeed from '../../../resources/subPhaseTypes/seed';

/** What the walk reads of a catalogue's resources/<name>/i18n.ts, in one language. */
interface Messages {
  name: string;
  one: string;
  fields: Record<string, string>;
  values: Record<string, Record<string, string>>;
  views?: Record<string, { name: string; one: string }>;
}

/**
 * The catalogues that use the generic console views (no resources/<name>/views.tsx), with their labels
 * and demo records. Playwright runs in Node: the console's import.meta.glob registry (src/modelRegistry.ts)
 * is not available.
 */
const CATALOGUES: ReadonlyArray<{
  model: ResourceModel;
  i18n: Record<Language, Messages>;
  seed: SeedRecord[];
}> = [
  { model: actCategories, i18n: actCategoriesI18n, seed: actCategoriesSeed },
  { model: actTypes, i18n: actTypesI18n, seed: actTypesSeed },
  { model: applianceCategories, i18n: applianceCategoriesI18n, seed: applianceCategoriesSeed },
  { model: applianceTypes, i18n: applianceTypesI18n, seed: applianceTypesSeed },
  { model: attributeCategories, i18n: attributeCategoriesI18n, seed: attributeCategoriesSeed },
  { model: attributes, i18n: attributesI18n, seed: attributesSeed },
  { model: documentCategories, i18n: documentCategoriesI18n, seed: documentCategoriesSeed },
  { model: documentTypes, i18n: documentTypesI18n, seed: documentTypesSeed },
  { model: examCategories, i18n: examCategoriesI18n, seed: examCategoriesSeed },
  { model: examPanelTypes, i18n: examPanelTypesI18n, seed: examPanelTypesSeed },
  { model: imageTemplates, i18n: imageTemplatesI18n, seed: imageTemplatesSeed },
  { model: objectiveCategories, i18n: objectiveCategoriesI18n, seed: objectiveCategoriesSeed },
  { model: objectiveTypes, i18n: objectiveTypesI18n, seed: objectiveTypesSeed },
  { model: pedagogicalSheetThemes, i18n: pedagogicalSheetThemesI18n, seed: pedagogicalSheetThemesSeed },
  { model: pedagogicalSheets, i18n: pedagogicalSheetsI18n, seed: pedagogicalSheetsSeed },
  { model: phaseTypes, i18n: phaseTypesI18n, seed: phaseTypesSeed },
  { model: positioningGroupTypes, i18n: positioningGroupTypesI18n, seed: positioningGroupTypesSeed },
  { model: protocols, i18n: protocolsI18n, seed: protocolsSeed },
  { model: scenarios, i18n: scenariosI18n, seed: scenariosSeed },
  { model: sessionCategories, i18n: sessionCategoriesI18n, seed: sessionCategoriesSeed },
  { model: sessionTypes, i18n: sessionTypesI18n, seed: sessionTypesSeed },
  { model: subPhaseTypes, i18n: subPhaseTypesI18n, seed: subPhaseTypesSeed },
];

/** One field as the console's generic form shows it on a view. */
export interface FormField {
  name: string;
  spec: FieldSpec;
  /** The field's label in the catalogue's language, without the required mark. */
  label: string;
  required: boolean;
}

/** A console route served by the generic views: its model, view and texts in one language. */
export interface Catalogue {
  model: ResourceModel;
  view: ViewSpec;
  language: Language;
  /** Plural name, as in the menu and "no result" messages. */
  name: string;
  /** Singular name, as in toasts (« Type de document : création réussie », "Document type created"). */
  one: string;
  /** The field naming a record (label or title), a translation set. */
  representation: string;
  /** The fields the create form shows, in form order. */
  formFields: FormField[];
  /** The label of an enum field's choice. */
  choiceLabel(field: string, value: string): string;
  /** The name of a demo record (resources/<name>/seed.ts) given by its French name. */
  demoName(french: string): string;
}

const EXISTS_KEY = /^exists\[(\w+)\]$/;

/** The catalogue behind a console route (a model view name such as `examsClinical`), in one language. */
export function catalogueOf(viewName: string, language: Language): Catalogue {
  for (const { model, i18n, seed } of CATALOGUES) {
    const view = viewsOf(model).find((candidate) => candidate.name === viewName);
    if (!view) continue;
    const messages = i18n[language];
    // Fields the view decides are hidden: plain filter values and `exists[f]=0`; `exists[f]=1` makes f required.
    const hidden = new Set<string>();
    const demanded = new Set<string>();
    for (const [key, value] of Object.entries(view.filter)) {
      const existsField = EXISTS_KEY.exec(key)?.[1];
      if (!existsField) hidden.add(key);
      else if (Number(value) === 1) demanded.add(existsField);
      else hidden.add(existsField);
    }
    const formFields = Object.entries(model.fields)
      .filter(([name, spec]) => !hidden.has(name) && !spec.readOnly)
      .map(([name, spec]) => ({
        name,
        spec,
        label: messages.fields[name],
        required: Boolean(spec.required) || spec.type === 'keyName' || demanded.has(name),
      }));
    const representation = representationOf(model);
    return {
      model,
      view,
      language,
      name: messages.views?.[viewName]?.name ?? messages.name,
      one: messages.views?.[viewName]?.one ?? messages.one,
      representation,
      formFields,
      choiceLabel: (field, value) => messages.values[field][value],
      demoName: (french) => {
        const record = seed.find(({ data }) => translationOf(data[representation], 'fr') === french);
        if (!record) throw new Error(`/${viewName}: no demo record is named « ${french} » (resources/*/seed.ts)`);
        return translationOf(record.data[representation], language);
      },
    };
  }
  throw new Error(`No generic catalogue serves the console route /${viewName}`);
}
