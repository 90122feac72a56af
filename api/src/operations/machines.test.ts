import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { operationInstanceStatusValues, operationTaskStatusValues } from '@kanri/contracts';
import { instanceMachine, isOpenTaskStatus, nextState, taskMachine, type InstanceEvent, type TaskEvent } from './machines';

describe('instance machine', () => {
  it('moves IN_PROGRESS by every event, and nowhere from a final state', () => {
    assert.equal(nextState(instanceMachine, 'IN_PROGRESS', { type: 'ADVANCE' }), 'IN_PROGRESS');
    assert.equal(nextState(instanceMachine, 'IN_PROGRESS', { type: 'SEND_BACK' }), 'IN_PROGRESS');
    assert.equal(nextState(instanceMachine, 'IN_PROGRESS', { type: 'COMPLETE' }), 'COMPLETED');
    assert.equal(nextState(instanceMachine, 'IN_PROGRESS', { type: 'ABORT' }), 'ABORTED');
    const events: InstanceEvent['type'][] = ['ADVANCE', 'SEND_BACK', 'COMPLETE', 'ABORT'];
    for (const status of ['COMPLETED', 'ABORTED'] as const) {
      for (const type of events) assert.equal(nextState(instanceMachine, status, { type }), null, `${status} ${type}`);
    }
  });

  it('knows every stored status', () => {
    for (const status of operationInstanceStatusValues) assert.doesNotThrow(() => nextState(instanceMachine, status, { type: 'ABORT' }));
  });
});

describe('task machine', () => {
  const table: Record<string, Partial<Record<TaskEvent['type'], string>>> = {
    WAITING: { OPEN: 'NOT_STARTED', CANCEL: 'CANCELED' },
    NOT_STARTED: { SAVE_DRAFT: 'IN_PROGRESS', COMPLETE: 'DONE', RESET: 'WAITING', CANCEL: 'CANCELED' },
    IN_PROGRESS: { SAVE_DRAFT: 'IN_PROGRESS', COMPLETE: 'DONE', RESET: 'WAITING', CANCEL: 'CANCELED' },
    DONE: { REOPEN: 'NOT_STARTED', RESET: 'WAITING' },
    CANCELED: {},
  };
  const events: TaskEvent['type'][] = ['OPEN', 'SAVE_DRAFT', 'COMPLETE', 'REOPEN', 'RESET', 'CANCEL'];

  it('allows exactly the documented moves and refuses every other one', () => {
    for (const status of operationTaskStatusValues) {
      for (const type of events) {
        assert.equal(nextState(taskMachine, status, { type }), table[status]![type] ?? null, `${status} —${type}→`);
      }
    }
  });

  it('walks a form task: waiting, opened, draft, done, reopened by a send-back, done again', () => {
    let status: string | null = 'WAITING';
    for (const type of ['OPEN', 'SAVE_DRAFT', 'SAVE_DRAFT', 'COMPLETE', 'REOPEN', 'COMPLETE'] as const) {
      status = nextState(taskMachine, status as 'WAITING', { type });
      assert.ok(status, type);
    }
    assert.equal(status, 'DONE');
    assert.equal(nextState(taskMachine, 'DONE', { type: 'COMPLETE' }), null, 'done twice is refused');
    assert.equal(nextState(taskMachine, 'WAITING', { type: 'COMPLETE' }), null, 'a waiting task cannot be completed');
    assert.equal(nextState(taskMachine, 'DONE', { type: 'CANCEL' }), null, 'abort leaves done work done');
  });

  it('calls NOT_STARTED and IN_PROGRESS open', () => {
    assert.deepEqual(operationTaskStatusValues.filter(isOpenTaskStatus), ['NOT_STARTED', 'IN_PROGRESS']);
  });
});
