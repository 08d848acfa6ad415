import { registerNamespace } from '@/shared/i18n/i18n';
import { warehouseIntake } from './intake.pl';

/** Imported first by every page of this part: its Polish namespace joins i18next when the lazy chunk loads. */
registerNamespace('warehouseIntake', warehouseIntake);
