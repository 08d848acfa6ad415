import { Injectable } from '@nestjs/common';
import type { LiveRules } from '../live/rooms.js';

/**
 * The dashboard owns no read model and no entity room: it is refreshed by the
 * notices of the read models it reads, told to whoever their owning areas say
 * (a client hears only of its own listing rows and exports). The console
 * lists them per role (DASHBOARD_READ_MODELS).
 */
@Injectable()
export class DashboardLiveRules implements LiveRules {
  readonly readers = {};
  readonly audiences = {};
}
