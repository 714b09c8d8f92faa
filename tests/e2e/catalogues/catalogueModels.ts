import { type FieldSpec, type ResourceModel, representationOf, type ViewSpec, viewsOf } from '../../../lib/model';
import actCategoriesI18n from '../../../resources/actCategories/i18n';
import actCategories from '../../../resources/actCategories/model';
import actTypesI18n from '../../../resources/actTypes/i18n';
import actTypes from '../../../resources/actTypes/model';
import applianceCategoriesI18n from '../../../resources/applianceCategories/i18n';
import applianceCategories from '../../../resources/applianceCategories/model';
import applianceTypesI18n from '../../../resources/applianceTypes/i18n';
import applianceTypes from '../../../resources/applianceTypes/model';
import attributeCategoriesI18n from '../../../resources/attributeCategories/i18n';
import attributeCategories from '../../../resources/attributeCategories/model';
import attributesI18n from '../../../resources/attributes/i18n';
import attributes from '../../../resources/attributes/model';
import documentCategoriesI18n from '../../../resources/documentCategories/i18n';
import documentCategories from '../../../resources/documentCategories/model';
import documentTypesI18n from '../../../resources/documentTypes/i18n';
import documentTypes from '../../../resources/documentTypes/model';
import examCategoriesI18n from '../../../resources/examCategories/i18n';
import examCategories from '../../../resources/examCategories/model';
import examPanelTypesI18n from '../../../resources/examPanelTypes/i18n';
import examPanelTypes from '../../../resources/examPanelTypes/model';
import imageTemplatesI18n from '../../../resources/imageTemplates/i18n';
import imageTemplates from '../../../resources/imageTemplates/model';
import objectiveCategoriesI18n from '../../../resources/objectiveCategories/i18n';
import objectiveCategories from '../../../resources/objectiveCategories/model';
import objectiveTypesI18n from '../../../resources/objectiveTypes/i18n';
import objectiveTypes from '../../../resources/objectiveTypes/model';
import pedagogicalSheetsI18n from '../../../resources/pedagogicalSheets/i18n';
import pedagogicalSheets from '../../../resources/pedagogicalSheets/model';
import pedagogicalSheetThemesI18n from '../../../resources/pedagogicalSheetThemes/i18n';
import pedagogicalSheetThemes from '../../../resources/pedagogicalSheetThemes/model';
import phaseTypesI18n from '../../../resources/phaseTypes/i18n';
import phaseTypes from '../../../resources/phaseTypes/model';
import positioningGroupTypesI18n from '../../../resources/positioningGroupTypes/i18n';
import positioningGroupTypes from '../../../resources/positioningGroupTypes/model';
import protocolsI18n from '../../../resources/protocols/i18n';
import protocols from '../../../resources/protocols/model';
import scenariosI18n from '../../../resources/scenarios/i18n';
import scenarios from '../../../resources/scenarios/model';
import sessionCategoriesI18n from '../../../resources/sessionCategories/i18n';
import sessionCategories from '../../../resources/sessionCategories/model';
import sessionTypesI18n from '../../../resources/sessionTypes/i18n';
import sessionTypes from '../../../resources/sessionTypes/model';
import subPhaseTypesI18n from '../../../resources/subPhaseTypes/i18n';
import subPhaseTypes from '../../../resources/subPhaseTypes/model';

/** What the walk reads of a catalogue's resources/<name>/i18n.ts, in one language. */
interface Messages {
  name: string;
  one: string;
  fields: Record<string, string>;
  values: Record<string, Record<string, string>>;
  views?: Record<string, { name: string; one: string }>;
}

/**
 * The catalogues that use the generic console views (no resources/<name>/views.tsx), with their labels.
 * Playwright runs in Node: the console's import.meta.glob registry (src/modelRegistry.ts) is not available.
 */
const CATALOGUES: ReadonlyArray<{ model: ResourceModel; i18n: { fr: Messages; en: Messages } }> = [
  { model: actCategories, i18n: actCategoriesI18n },
  { model: actTypes, i18n: actTypesI18n },
  { model: applianceCategories, i18n: applianceCategoriesI18n },
  { model: applianceTypes, i18n: applianceTypesI18n },
  { model: attributeCategories, i18n: attributeCategoriesI18n },
  { model: attributes, i18n: attributesI18n },
  { model: documentCategories, i18n: documentCategoriesI18n },
  { model: documentTypes, i18n: documentTypesI18n },
  { model: examCategories, i18n: examCategoriesI18n },
  { model: examPanelTypes, i18n: examPanelTypesI18n },
  { model: imageTemplates, i18n: imageTemplatesI18n },
  { model: objectiveCategories, i18n: objectiveCategoriesI18n },
  { model: objectiveTypes, i18n: objectiveTypesI18n },
  { model: pedagogicalSheetThemes, i18n: pedagogicalSheetThemesI18n },
  { model: pedagogicalSheets, i18n: pedagogicalSheetsI18n },
  { model: phaseTypes, i18n: phaseTypesI18n },
  { model: positioningGroupTypes, i18n: positioningGroupTypesI18n },
  { model: protocols, i18n: protocolsI18n },
  { model: scenarios, i18n: scenariosI18n },
  { model: sessionCategories, i18n: sessionCategoriesI18n },
  { model: sessionTypes, i18n: sessionTypesI18n },
  { model: subPhaseTypes, i18n: subPhaseTypesI18n },
];

/** One field as the console's generic form shows it on a view. */
export interface FormField {
  name: string;
  spec: FieldSpec;
  /** The field's French label, without the required mark. */
  label: string;
  required: boolean;
}

/** A console route served by the generic views: its model, view and French / English names. */
export interface Catalogue {
  model: ResourceModel;
  view: ViewSpec;
  /** French singular name, as in toasts (« Type de document : création réussie »). */
  one: string;
  /** English singular name, for test titles. */
  oneEn: string;
  /** The field naming a record (label or title), a translation set. */
  representation: string;
  /** The fields the create form shows, in form order. */
  formFields: FormField[];
  /** French enum choice labels of a field. */
  choiceLabel(field: string, value: string): string;
}

const EXISTS_KEY = /^exists\[(\w+)\]$/;

/** The catalogue behind a console route (a model view name such as `examsClinical`). */
export function catalogueOf(viewName: string): Catalogue {
  for (const { model, i18n } of CATALOGUES) {
    const view = viewsOf(model).find((candidate) => candidate.name === viewName);
    if (!view) continue;
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
        label: i18n.fr.fields[name],
        required: Boolean(spec.required) || spec.type === 'keyName' || demanded.has(name),
      }));
    return {
      model,
      view,
      one: i18n.fr.views?.[viewName]?.one ?? i18n.fr.one,
      oneEn: i18n.en.views?.[viewName]?.one ?? i18n.en.one,
      representation: representationOf(model),
      formFields,
      choiceLabel: (field, value) => i18n.fr.values[field][value],
    };
  }
  throw new Error(`No generic catalogue serves the console route /${viewName}`);
}
