import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import {
  countDeviceModelsEndpoint,
  createDeviceModelEndpoint,
  deleteDeviceModelEndpoint,
  listDeviceModelsEndpoint,
  updateDeviceModelEndpoint,
  type DeviceModelsListQuery,
} from '@kanri/contracts';
import { deviceModelsCachePaths } from './device-cache';

/** One page of the device models catalog (`GET /v2/device-models`). */
export function useDeviceModels(search: DeviceModelsListQuery) {
  return useEndpoint(listDeviceModelsEndpoint, { query: search });
}

/** How many models match (`GET /v2/device-models-count`). */
export function useDeviceModelsCount({ genres, freeText }: DeviceModelsListQuery) {
  return useEndpoint(countDeviceModelsEndpoint, { query: { genres, freeText } });
}

/** Adds a model (`POST /v2/device-models`) → the model; 400 with field errors. */
export function useCreateDeviceModel() {
  return useEndpointMutation(createDeviceModelEndpoint, { revalidate: deviceModelsCachePaths });
}

/** Saves a model (`PATCH /v2/device-models/{id}` with its `version`) → the model; 409 when stale. */
export function useUpdateDeviceModel() {
  return useEndpointMutation(updateDeviceModelEndpoint, { revalidate: deviceModelsCachePaths });
}

/** Deletes a model (`DELETE /v2/device-models/{id}`); 409 while devices use it (the server's message says so). */
export function useDeleteDeviceModel() {
  return useEndpointMutation(deleteDeviceModelEndpoint, { revalidate: deviceModelsCachePaths });
}
