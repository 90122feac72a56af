import { createMachine, transition, type AnyStateMachine } from 'xstate';
import type { OperationInstanceStatus, OperationTaskStatus } from '@kanri/contracts';

/**
 * The state machines of operation packages (issue 14; docs/operation-packages.md has the diagrams),
 * written with xstate (v5) so the rules read as a table and are tested as one. The database stores
 * the state (`operation_instances.status`, `operation_task_instances.status`); the engine asks
 * `nextState` whether a move is allowed before it writes, and refuses with a localized 409 when not.
 */

/** Events of an instance: a step done and the next opened, an approval sent back, the last step done, abort. */
export type InstanceEvent = { type: 'ADVANCE' } | { type: 'SEND_BACK' } | { type: 'COMPLETE' } | { type: 'ABORT' };

/**
 * The instance: IN_PROGRESS —ADVANCE / SEND_BACK→ IN_PROGRESS (the open step moves);
 * IN_PROGRESS —COMPLETE→ COMPLETED; IN_PROGRESS —ABORT→ ABORTED. COMPLETED and ABORTED are final.
 */
export const instanceMachine = createMachine({
  id: 'operationInstance',
  types: {} as { events: InstanceEvent },
  initial: 'IN_PROGRESS',
  states: {
    IN_PROGRESS: { on: { ADVANCE: 'IN_PROGRESS', SEND_BACK: 'IN_PROGRESS', COMPLETE: 'COMPLETED', ABORT: 'ABORTED' } },
    COMPLETED: { type: 'final' },
    ABORTED: { type: 'final' },
  },
});

/**
 * Events of a task: its step opens (OPEN), a draft is saved (SAVE_DRAFT), it is done (COMPLETE), a
 * send-back reopens it (REOPEN: its step is the one sent back to) or puts it back to wait (RESET:
 * its step is the approval's), the instance is aborted (CANCEL).
 */
export type TaskEvent = { type: 'OPEN' } | { type: 'SAVE_DRAFT' } | { type: 'COMPLETE' } | { type: 'REOPEN' } | { type: 'RESET' } | { type: 'CANCEL' };

/**
 * The task: WAITING —OPEN→ NOT_STARTED —SAVE_DRAFT→ IN_PROGRESS (—SAVE_DRAFT→ itself);
 * NOT_STARTED | IN_PROGRESS —COMPLETE→ DONE; DONE —REOPEN→ NOT_STARTED;
 * NOT_STARTED | IN_PROGRESS | DONE —RESET→ WAITING; WAITING | NOT_STARTED | IN_PROGRESS —CANCEL→
 * CANCELED (final). Which kind may take which event (an APPROVAL completes only by a decision, a
 * DEVICE_SELF_REPORT only by its report, drafts only for FORM) is the engine's rule.
 */
export const taskMachine = createMachine({
  id: 'operationTask',
  types: {} as { events: TaskEvent },
  initial: 'WAITING',
  states: {
    WAITING: { on: { OPEN: 'NOT_STARTED', CANCEL: 'CANCELED' } },
    NOT_STARTED: { on: { SAVE_DRAFT: 'IN_PROGRESS', COMPLETE: 'DONE', RESET: 'WAITING', CANCEL: 'CANCELED' } },
    IN_PROGRESS: { on: { SAVE_DRAFT: 'IN_PROGRESS', COMPLETE: 'DONE', RESET: 'WAITING', CANCEL: 'CANCELED' } },
    DONE: { on: { REOPEN: 'NOT_STARTED', RESET: 'WAITING' } },
    CANCELED: { type: 'final' },
  },
});

type StatusOf<M> = M extends typeof instanceMachine ? OperationInstanceStatus : M extends typeof taskMachine ? OperationTaskStatus : string;
type EventOf<M> = M extends typeof instanceMachine ? InstanceEvent : M extends typeof taskMachine ? TaskEvent : { type: string };

/**
 * The status `event` moves `status` to in `machine`, or null when the machine does not allow the
 * event from that status (the caller answers 409). Pure: nothing is started or stored.
 *
 * @example nextState(taskMachine, 'WAITING', { type: 'COMPLETE' }) // null
 */
export function nextState<M extends AnyStateMachine>(machine: M, status: StatusOf<M>, event: EventOf<M>): StatusOf<M> | null {
  const snapshot = machine.resolveState({ value: status, context: {} });
  if (!snapshot.can(event)) return null;
  const [next] = transition(machine as AnyStateMachine, snapshot as never, event);
  return (next as { value: unknown }).value as StatusOf<M>;
}

/** Whether a task status is open: its assignee can act on it (NOT_STARTED or IN_PROGRESS). */
export const isOpenTaskStatus = (status: OperationTaskStatus) => status === 'NOT_STARTED' || status === 'IN_PROGRESS';
