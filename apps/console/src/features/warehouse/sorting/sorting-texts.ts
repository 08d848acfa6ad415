import { addLazyNamespace } from '@/shared/i18n/i18n';
import { warehouseSorting } from './sorting.pl';

// The sorting screens bring their Polish with their lazy chunk (the entry chunk's budget).
addLazyNamespace('warehouseSorting', warehouseSorting);
