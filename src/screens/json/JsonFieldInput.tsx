import type { ReactNode } from 'react';
import type { JsonSchemaName, ViewSpec } from '../../../lib/model';
import { AttributeOptionsInput } from './AttributeOptionsInput';
import { IdListInput, StringListInput } from './ChipListInput';
import { ConditionEditor } from './ConditionEditor';
import { ImageCellsInput } from './ImageCellsInput';
import { ParamsInput } from './ParamsInput';
import { SessionStepsInput } from './SessionStepsInput';

interface JsonFieldInputProps {
  source: string;
  schema: JsonSchemaName;
  label: ReactNode;
  view: ViewSpec;
}

/** The dedicated editor of a structured (json) field, chosen by its schema name. */
export const JsonFieldInput = ({ source, schema, label, view }: JsonFieldInputProps) => {
  switch (schema) {
    case 'condition':
      return <ConditionEditor source={source} label={label} view={view} />;
    case 'sessionSteps':
      return <SessionStepsInput source={source} label={label} />;
    case 'stringList':
      return <StringListInput source={source} label={label} />;
    case 'params':
      return <ParamsInput source={source} label={label} />;
    case 'attributeOptions':
      return <AttributeOptionsInput source={source} label={label} />;
    case 'imageCells':
      return <ImageCellsInput source={source} label={label} view={view} />;
    case 'idList':
      return <IdListInput source={source} label={label} />;
    case 'settingsList':
      return null;
  }
};
