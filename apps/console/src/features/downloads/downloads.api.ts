import type { PickupPointCountry } from '@parcel/contracts';
import { callFile } from '@/shared/api/http';

/** Hands a downloaded file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET locker/ido_sell/{country}: the country's pickup points as a CSV an IdoSell shop imports (admins). */
export async function downloadIdoSellFile(country: PickupPointCountry): Promise<void> {
  const file = await callFile(`locker/ido_sell/${country}`, `ido_sell_pickup_points_${country}.csv`);
  saveFile(file.blob, file.fileName);
}
