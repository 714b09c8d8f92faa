import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ResourceModel } from '../lib/model';

export const RESOURCES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../resources');

export interface ModelRegistry {
  all: ResourceModel[];
  byName: Map<string, ResourceModel>;
  byApi: Map<string, ResourceModel>;
}

/** Every folder of `dir` holding a `model.ts` declares one catalogue: no list to edit anywhere. */
export async function loadModels(dir = RESOURCES_DIR): Promise<ModelRegistry> {
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'model.ts')))
    .map((entry) => entry.name)
    .sort();
  const all: ResourceModel[] = [];
  for (const folder of folders) {
    const module = (await import(pathToFileURL(path.join(dir, folder, 'model.ts')).href)) as { default: ResourceModel };
    if (!module.default?.name) throw new Error(`resources/${folder}/model.ts has no default-exported model`);
    if (module.default.name !== folder)
      throw new Error(`resources/${folder}: model name ${module.default.name} differs`);
    all.push(module.default);
  }
  return buildRegistry(all);
}

export function buildRegistry(all: ResourceModel[]): ModelRegistry {
  const byName = new Map(all.map((m) => [m.name, m]));
  const byApi = new Map(all.map((m) => [m.api, m]));
  for (const model of all) {
    for (const [field, spec] of Object.entries(model.fields)) {
      if ((spec.type === 'reference' || spec.type === 'references') && !byName.has(spec.model)) {
        throw new Error(`${model.name}.${field} references unknown model ${spec.model}`);
      }
    }
    for (const [relation, spec] of Object.entries(model.relations ?? {})) {
      if (!byName.has(spec.model)) throw new Error(`${model.name}/${relation} relates to unknown ${spec.model}`);
    }
  }
  return { all, byName, byApi };
}
