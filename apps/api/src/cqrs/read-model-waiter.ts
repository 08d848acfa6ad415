import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { comparePositions, parsePosition, reachedAppend, type Position } from '@parcel/event-store';
import { readCheckpoints, type ReadModelDb } from '@parcel/read-models';
import type { ReadModelNotification } from '@parcel/platform';
import { INFRA } from '../shared/tokens.js';
import type { ReadModelWait } from './command-outcome.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';

const MAX_ENTITY_FENCES = 10_000;

interface Waiter {
  readonly readModels: readonly string[];
  readonly target: Position;
  readonly resolve: (caughtUp: boolean) => void;
}

/**
 * Read your own writes: resolves when every named read model's checkpoint has
 * reached a position. Checkpoints are learned from the projector's notifications
 * (fast path) and by polling the checkpoint table while anyone waits (fallback,
 * e.g. while NATS is away).
 */
@Injectable()
export class ReadModelWaiter implements OnModuleInit, OnModuleDestroy {
  private readonly known = new Map<string, Position>();
  private readonly waiters = new Set<Waiter>();
  /** Waits deferred by answer-first commands: read model -> the position the next read must see. */
  private readonly fences = new Map<string, Position>();
  /** Waits of answer-first commands per entity (shipment-<id>): what the next decision on it must see. */
  private readonly entityFences = new Map<string, readonly ReadModelWait[]>();
  private unsubscribe: () => void = () => {};
  private poller: NodeJS.Timeout | undefined;
  private readonly db: ReadModelDb;

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  onModuleInit(): void {
    this.unsubscribe = this.infra.bus.subscribe('rm.>', (payload) => {
      const note = payload as ReadModelNotification;
      if (typeof note?.readModel !== 'string' || typeof note.position !== 'string') return;
      this.learn(note.readModel, parsePosition(note.position));
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
    clearInterval(this.poller);
    for (const waiter of this.waiters) waiter.resolve(false);
    this.waiters.clear();
  }

  /** True when caught up within `timeoutMs`, false when the view is still behind. */
  async waitFor(readModels: readonly string[], target: Position, timeoutMs = this.infra.config.READ_WAIT_MS): Promise<boolean> {
    if (this.reached(readModels, target)) return true;
    await this.poll(readModels);
    if (this.reached(readModels, target)) return true;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => finish(false), timeoutMs);
      const waiter: Waiter = { readModels, target, resolve: (ok) => finish(ok) };
      const finish = (ok: boolean) => {
        clearTimeout(timer);
        if (!this.waiters.delete(waiter)) return;
        if (this.waiters.size === 0) this.stopPolling();
        resolve(ok);
      };
      this.waiters.add(waiter);
      this.startPolling();
    });
  }

  /**
   * Keeps `waits` for the next reads (an answer-first command answered without
   * them), and for the next answer-first decision on `entity` (settleEntity).
   */
  defer(waits: readonly ReadModelWait[], entity?: string): void {
    if (entity !== undefined) this.fenceEntity(entity, waits);
    for (const { readModels, position } of waits) {
      if (!position) continue;
      for (const name of readModels) {
        const at = this.fences.get(name);
        if (!at || comparePositions(position, at) > 0) this.fences.set(name, position);
      }
    }
  }

  /**
   * Before a read: waits (bounded) until the read models have every write that
   * was answered first before this read arrived, so whoever reads next (the
   * scanner's screen, an admin) still reads those writes.
   */
  async settle(): Promise<boolean> {
    if (this.fences.size === 0) return true;
    const pending = [...this.fences];
    const reached = await Promise.all(pending.map(([name, position]) => this.waitFor([name], position)));
    // Forget what was awaited, reached or given up (a later write may have moved a fence meanwhile: that one stays).
    for (const [name, position] of pending) if (this.fences.get(name) === position) this.fences.delete(name);
    return reached.every(Boolean);
  }

  /**
   * Before an answer-first command decides from read models about `entity`
   * (the siblings of a multi-pack): waits (bounded) for the earlier answer-first
   * writes on it. Scans of other entities never wait for each other.
   */
  async settleEntity(entity: string): Promise<boolean> {
    const waits = this.entityFences.get(entity);
    if (!waits) return true;
    const reached = await Promise.all(waits.map((w) => this.waitFor(w.readModels, w.position!)));
    if (this.entityFences.get(entity) === waits) this.entityFences.delete(entity);
    return reached.every(Boolean);
  }

  private fenceEntity(entity: string, waits: readonly ReadModelWait[]): void {
    const kept = waits.filter((w) => w.position !== undefined);
    if (kept.length === 0) return;
    this.entityFences.delete(entity);
    this.entityFences.set(entity, kept);
    // Entities nobody scans again: past the bound, the oldest fences (the map keeps insertion order) that are reached go.
    if (this.entityFences.size > MAX_ENTITY_FENCES)
      for (const [key, held] of this.entityFences) {
        if (this.entityFences.size <= MAX_ENTITY_FENCES / 2) break;
        if (held.every((w) => this.reached(w.readModels, w.position!))) this.entityFences.delete(key);
      }
  }

  /** A classification's status row reaching shipments is enough, though the ParcelClassified after it is not its event. */
  private reached(readModels: readonly string[], target: Position): boolean {
    return readModels.every((name) => {
      const at = this.known.get(name);
      return at !== undefined && reachedAppend(at, target);
    });
  }

  private learn(readModel: string, position: Position): void {
    const at = this.known.get(readModel);
    if (at && comparePositions(at, position) >= 0) return;
    this.known.set(readModel, position);
    for (const waiter of [...this.waiters]) if (this.reached(waiter.readModels, waiter.target)) waiter.resolve(true);
  }

  private async poll(readModels: Iterable<string>): Promise<void> {
    const checkpoints = await readCheckpoints(this.db, [...new Set(readModels)]).catch(() => new Map<string, Position>());
    for (const [name, position] of checkpoints) this.learn(name, position);
  }

  private pollWaiting(): Promise<void> {
    return this.poll([...this.waiters].flatMap((waiter) => waiter.readModels));
  }

  private startPolling(): void {
    this.poller ??= setInterval(() => void this.pollWaiting(), 50);
  }

  private stopPolling(): void {
    clearInterval(this.poller);
    this.poller = undefined;
  }
}
