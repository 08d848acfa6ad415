/** The parcel number Sameday answered for the i-th parcel (position i + 1), else the AWB + 001, 002, ... as Sameday numbers them. */
export function parcelNumberOf(
  parcels: readonly { readonly position?: unknown; readonly awbNumber?: unknown }[],
  awb: string,
  index: number,
): string {
  const byPosition = parcels.find((parcel) => Number(parcel.position) === index + 1);
  const number = byPosition?.awbNumber ?? parcels[index]?.awbNumber;
  return typeof number === 'string' && number !== '' ? number : `${awb}${String(index + 1).padStart(3, '0')}`;
}
