import { type RaRecord, useGetList } from 'react-admin';
import { referenceResourceOf } from '../../src/modelRegistry';
import { useCatalogue } from '../../src/screens';
import { defaultSortOfResource } from '../../src/screens/defaultSort';
import model from './model';

const ALL = { page: 1, perPage: 500 };

/**
 * The exams of the page's kind (anamnesis or clinical) in the order a practitioner meets them: category by
 * category in the categories' display order, then each category's exams in their own order.
 */
export function useOrderedExams(): { exams: RaRecord[]; isPending: boolean } {
  const { view } = useCatalogue();
  const categoryResource = referenceResourceOf(model.fields.categoryId, view);
  const exams = useGetList(view.name, { pagination: ALL, sort: defaultSortOfResource(view.name) });
  const categories = useGetList(categoryResource, { pagination: ALL, sort: defaultSortOfResource(categoryResource) });
  const rank = new Map((categories.data ?? []).map((category, index) => [category.id, index]));
  const rankOf = (exam: RaRecord) => rank.get(exam.categoryId) ?? rank.size;
  const ordered = [...(exams.data ?? [])].sort(
    (a, b) => rankOf(a) - rankOf(b) || (a.displayOrder ?? 0) - (b.displayOrder ?? 0),
  );
  return { exams: ordered, isPending: exams.isPending || categories.isPending };
}
