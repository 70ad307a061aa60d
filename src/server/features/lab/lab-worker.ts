/** The strategy lab's worker thread (piscina): runs one backtest off the request thread. */
import { runLabTask } from './task';
import type { LabTask } from './task';

export default function labWorker(task: LabTask) {
  return runLabTask(task);
}
