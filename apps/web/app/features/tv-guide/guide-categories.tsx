import type { EpgGuideCategory } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../ui/filter-chips';

/** The option that clears the category: every channel of the other filters. */
const ANY_CATEGORY = '';

interface GuideCategoriesProps {
  /** The categories of the channels the viewer sees, with their counts, as the guide answers them. */
  categories: EpgGuideCategory[];
  chosen: string | null;
  onChoose: (category: string | null) => void;
}

/** The guide's category filter as the catalogue's chip row: one chip whose list picks a category or none. */
export function GuideCategories({ categories, chosen, onChoose }: GuideCategoriesProps) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  const any = t('tv_guide.category.any');
  return (
    <FilterChips
      label={t('tv_guide.category.label')}
      lists={[
        {
          alias: 'category',
          name: t('tv_guide.category.name'),
          anyTitle: any,
          options: [
            { alias: ANY_CATEGORY, name: any },
            ...categories.map((category) => ({
              alias: category.name,
              name: t('tv_guide.category.option', { name: category.name, count: category.count }),
            })),
          ],
          chosen: [chosen ?? ANY_CATEGORY],
          single: true,
        },
      ]}
      switches={[]}
      onOption={(_list, option) => onChoose(option === ANY_CATEGORY ? null : option)}
      onSwitch={() => undefined}
    />
  );
}
