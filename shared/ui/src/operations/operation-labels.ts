import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useDialogs, useEndpointMutation, useToast } from '@kanri/runtime';
import { operationCoreEndpoints, operationCores, type OperationCore, type OperationPackageRow } from '@kanri/contracts';

/**
 * The screen paths of one core's package area: the packages list, the archived list (IT only; GA
 * keeps its archive in the `tab` search), the pattern list (`configs`, not in IT) and one pattern's
 * configuration. `screenPrefix` is `operationCores[core].screenPrefix` (`/labor-core`).
 */
export function operationScreenPaths(screenPrefix: string) {
  return {
    packages: `${screenPrefix}/packages`,
    archived: `${screenPrefix}/archived`,
    configs: `${screenPrefix}/configs`,
    config: (patternId: string) => `${screenPrefix}/config/${patternId}`,
    packagePage: (packageId: string) => `${screenPrefix}/packages/${packageId}`,
  };
}

/** The IT device inventory screen of one request (`/it-operation-core/device-inventory?patternId=&requestId=`). */
export function deviceInventoryPath(patternId: string, requestId: string) {
  return `/it-operation-core/device-inventory?${new URLSearchParams({ patternId, requestId }).toString()}`;
}

/**
 * Creates a pattern in a package (001 §7 `POST P/operation-packages/{id}/patterns`: the package
 * kind's default steps, or a copy of `copyFromPatternId`) and opens its configuration page
 * (`{screenPrefix}/config/{patternId}`). A refusal (an archived package: 409) is a toast.
 */
export function useCreatePattern(core: OperationCore) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const mutation = useEndpointMutation(operationCoreEndpoints(core).createPattern, { revalidate: [operationCores[core].apiPrefix] });
  const create = async (packageId: string, copyFromPatternId?: string | null) => {
    try {
      const created = await mutation.trigger({ params: { id: packageId }, body: copyFromPatternId ? { copyFromPatternId } : {} });
      toast.success(t`The pattern was created. Set up its steps and tasks.`);
      navigate(operationScreenPaths(operationCores[core].screenPrefix).config(created.id));
      return true;
    } catch (error) {
      toast.destructive(t`The pattern could not be created.`, error instanceof Error ? error.message : undefined);
      return false;
    }
  };
  return { create, creating: mutation.isMutating };
}


/**
 * Archive / unarchive a package (`PATCH P/operation-packages/{id}/archive|unarchive`): archiving asks
 * first (its patterns can no longer be started; running instances go on); both toast and refresh the
 * core's lists. `busyId` is the package whose call runs.
 */
export function usePackageArchive(core: OperationCore) {
  const { t } = useLingui();
  const dialogs = useDialogs();
  const toast = useToast();
  const endpoints = operationCoreEndpoints(core);
  const revalidate = [operationCores[core].apiPrefix];
  const archive = useEndpointMutation(endpoints.archivePackage, { revalidate });
  const unarchive = useEndpointMutation(endpoints.unarchivePackage, { revalidate });
  const [busyId, setBusyId] = useState<string | null>(null);
  const toggle = async (pkg: Pick<OperationPackageRow, 'id' | 'name' | 'archived'>) => {
    const name = pkg.name;
    if (!pkg.archived) {
      const ok = await dialogs.confirm({
        title: t`Archive ${name}?`,
        content: t`Its patterns can no longer be started. Instances in progress go on until they are completed or aborted.`,
        okText: t`Archive`,
        danger: true,
      });
      if (!ok) return;
    }
    setBusyId(pkg.id);
    try {
      await (pkg.archived ? unarchive : archive).trigger({ params: { id: pkg.id } });
      toast.success(pkg.archived ? t`${name} was restored from the archive.` : t`${name} was archived.`);
    } catch (error) {
      toast.destructive(pkg.archived ? t`The package could not be restored.` : t`The package could not be archived.`, error instanceof Error ? error.message : undefined);
    } finally {
      setBusyId(null);
    }
  };
  return { toggle, busyId };
}
