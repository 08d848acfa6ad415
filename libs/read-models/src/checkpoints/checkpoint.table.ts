export interface CheckpointTable {
  name: string;
  /** Position of the last applied event (-1/-1 before the first). */
  position_commit: number;
  position_prepare: number;
}
