import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';

/**
 * Splits the runtime's start of a remote into tasks (issue 16). Between the
 * remote entry's script and its module on the page, the runtime runs one chain
 * of promises: the entry is evaluated and its load event creates the remote's
 * instance, initialises its share scope against the page's, loads the exposed
 * module's chunks and runs its factory. Chained promises are one task: on a
 * phone with a 4x slower CPU that was one of the page's longest, 150-220 ms
 * with nothing else able to run. The runtime awaits its lifecycle hooks, so
 * this plugin yields to the browser at the joints (next-task.ts), and each
 * step is a task of its own.
 */
export default function yieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'directpay-yield',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async initContainer(args) {
      await nextTask();
      return args;
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
    async afterExecuteFactory() {
      await nextTask();
    },
  };
}
