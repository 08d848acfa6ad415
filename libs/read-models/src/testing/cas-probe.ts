import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Database } from '@parcel/platform';

/**
 * Wraps a Database so its queries pass through a plugin that counts the
 * checkpoint compare-and-sets that matched no row (another instance had
 * moved the checkpoint first): evidence that two runners really raced.
 */
export function probeCheckpointConflicts(database: Database): { database: Database; readonly conflicts: () => number } {
  const checkpointUpdates = new WeakSet<object>();
  let conflicts = 0;
  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      const node = args.node;
      if (node.kind === 'UpdateQueryNode' && JSON.stringify(node.table).includes('"projection_checkpoints"')) {
        checkpointUpdates.add(args.queryId);
      }
      return node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (checkpointUpdates.has(args.queryId) && args.result.numAffectedRows === 0n) conflicts++;
      return args.result;
    },
  };
  return { database: { ...database, db: database.db.withPlugin(plugin) }, conflicts: () => conflicts };
}
