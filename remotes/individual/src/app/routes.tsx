import type { RouteObject } from 'react-router-dom';
import { notFoundRoute } from '@kanri/ui';

/**
 * The routes of the individual remote, relative to the site root and rendered inside the shell's layout.
 * Built: `/individual` (my tasks) and, issue 14, one task, its approval, its form, and the
 * self-service packages (001 §2 Individual area). Any other URL in the remote's space is not found.
 * Pages load lazily, on first navigation.
 */
export const routes: RouteObject[] = [
  { path: 'individual', lazy: async () => ({ Component: (await import('../features/tasks/routes/tasks-page')).TasksPage }) },
  // individual area (issue 14): tasks of operation packages, the device self-report, self-service packages
  {
    path: 'individual/task/:id',
    lazy: async () => {
      // the task page shows a device self-report task's report form (a feature of its own, composed here)
      const [{ TaskPage }, { DeviceSelfReport }] = await Promise.all([
        import('../features/task/routes/task-page'),
        import('../features/device-self-report/components/device-self-report'),
      ]);
      return { Component: () => <TaskPage selfReport={(task, onChanged) => <DeviceSelfReport task={task} onChanged={onChanged} />} /> };
    },
  },
  { path: 'individual/task/:id/approval', lazy: async () => ({ Component: (await import('../features/task-approval/routes/task-approval-page')).TaskApprovalPage }) },
  { path: 'individual/task/:id/form/:formId', lazy: async () => ({ Component: (await import('../features/task-form/routes/task-form-page')).TaskFormPage }) },
  { path: 'individual/operation-package/:id', lazy: async () => ({ Component: (await import('../features/operation-packages/routes/operation-package-page')).OperationPackagePage }) },
  {
    path: 'individual/operation-package/:id/pattern/:patternId',
    lazy: async () => ({ Component: (await import('../features/operation-packages/routes/operation-pattern-page')).OperationPatternPage }),
  },
  notFoundRoute,
];
