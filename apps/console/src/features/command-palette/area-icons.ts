import {
  IconArticle,
  IconBuildingSkyscraper,
  IconBulb,
  IconCategory,
  IconChartLine,
  IconFileStar,
  IconFileText,
  IconUserShield,
  IconUserStar,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/** The side menu's icon of each searchable area, so a result looks like where it opens. */
const AREA_ICONS: Readonly<Record<string, Icon>> = {
  category: IconCategory,
  'internal-user': IconUserShield,
  client: IconUsers,
  contributor: IconUserStar,
  'circle-research': IconArticle,
  'algo-research': IconFileStar,
  'algo-news': IconBulb,
  institution: IconBuildingSkyscraper,
  'master-stock': IconChartLine,
};

export const areaIcon = (area: string): Icon => AREA_ICONS[area] ?? IconFileText;
