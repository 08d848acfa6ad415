import { describe, expect, it } from 'vitest';
import { coalescedCue } from './infrastructure.js';

describe('the append cue', () => {
  it('given appends close together, then one cue names every type of them; a later append sends its own', async () => {
    const sent: string[][] = [];
    const cue = coalescedCue((types) => sent.push(types));
    cue(['ShipmentAccounted']);
    cue(['ShipmentAccounted', 'ShipmentAccountingFailed']);
    cue(['OperationalPriceListPutInUse']);
    expect(sent).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([['ShipmentAccounted', 'ShipmentAccountingFailed', 'OperationalPriceListPutInUse']]);
    cue(['ExportProgressed']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([['ShipmentAccounted', 'ShipmentAccountingFailed', 'OperationalPriceListPutInUse'], ['ExportProgressed']]);
  });
});
