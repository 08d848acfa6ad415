import type { Type } from '@nestjs/common';
import type { ErrorCode } from '@parcel/domain';
import type { ProcessManager } from '@parcel/read-models';
import type { LiveRules } from '../live/rooms.js';

/** How one error code leaves the API: its HTTP status, and the form field it concerns (answered as a 422 field map). */
export interface ErrorHttp {
  readonly status: number;
  readonly field?: string;
}

/**
 * A business area as the API composes it: its Nest module (controllers, use
 * cases, queries, ports), the HTTP meaning of its error codes, and the provider
 * of its live-room rules. Adding an area = one entry in AREAS (../areas.ts).
 */
export interface ApiArea {
  readonly name: string;
  readonly module: Type;
  /** Its own codes (typed Record<AreaErrorCode, ErrorHttp> where defined, so none is forgotten). */
  readonly errors: Readonly<Partial<Record<ErrorCode, ErrorHttp>>>;
  /** A provider the module exports, implementing LiveRules. */
  readonly live?: Type<LiveRules>;
  /** Providers the module exports, each a ProcessManager (reactions to its events). */
  readonly processManagers?: readonly Type<ProcessManager>[];
}
