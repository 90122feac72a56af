/**
 * `@kanri/ui`: the list-page kit every list screen uses (docs/frontend-interfaces.md): search kept in
 * the URL and parsed by a valibot schema, server paging and sorting, category tabs, free text,
 * filters, empty, loading and error states; and the pages every app shares (not found, coming soon).
 */

export { useListSearch, parseListSearch, buildListSearchParams, canonicalListSearchParams, toSearchValues } from './list-search/use-list-search';
export type { ListSearchSchema, SetListSearch } from './list-search/use-list-search';
export { pagingSearchEntries, sortColumnEntry } from './list-search/paging-search-entries';
export type { PagingSearchOptions } from './list-search/paging-search-entries';
export { ListPage, freeTextDebounceMs } from './list-page/list-page';
export type { ListPageProps, ListTab } from './list-page/list-page';
export { DataTable } from './data-table/data-table';
export type { DataTableProps, DataTableSearch, ListTableProps } from './data-table/data-table';
export { toTableState } from './data-table/table-state';
export type { TableState, ListResponse, CountResponse } from './data-table/table-state';
export { MultiSelectFilter } from './filters/multi-select-filter';
export type { MultiSelectFilterProps, FilterOption } from './filters/multi-select-filter';
export { NotFoundPage } from './pages/not-found-page';
export { notFoundRoute } from './pages/not-found-route';
export { PageHeader } from './states/page-header';
export type { PageHeaderProps } from './states/page-header';
export { PageBreadcrumb } from './states/page-breadcrumb';
export type { BreadcrumbEntry, PageBreadcrumbProps } from './states/page-breadcrumb';
export { EmptyState } from './states/empty-state';
export type { EmptyStateProps } from './states/empty-state';
export { ErrorState } from './states/error-state';
export type { ErrorStateProps } from './states/error-state';
export { CsvImportWizard } from './csv-import/csv-import-wizard';
export type { CsvImportWizardProps, CsvImportEndpoints } from './csv-import/csv-import-wizard';
export { CsvExportButton, ListExportButtons, downloadUrl } from './csv-import/csv-export-button';
export type { CsvExportButtonProps, ListExportButtonsProps } from './csv-import/csv-export-button';
export { CsvPreviewTable, CsvPreviewCell } from './csv-import/csv-preview-table';
export type { CsvPreviewTableProps, CsvPreviewCellProps } from './csv-import/csv-preview-table';
export { csvImportSearchSchema, csvImportSteps, csvProcessingStateValues, csvImportStepGuard, csvImportStepFromHash } from './csv-import/csv-import-search';
export type { CsvImportSearch, CsvImportStep, CsvProcessingState } from './csv-import/csv-import-search';
export { useCsvImportLocation } from './csv-import/use-csv-import-location';
export type { CsvImportLocation, CsvImportNavigate, CsvImportNavigateOptions } from './csv-import/use-csv-import-location';
export { truncateCell } from './csv-import/truncate-cell';
export type { TruncatedCell } from './csv-import/truncate-cell';
export { validateCsvFile, csvFileProblemMessages } from './csv-import/validate-csv-file';
export type { CsvFileCheck, CsvFileProblem } from './csv-import/validate-csv-file';
export { csvExportFileName } from './csv-import/csv-export-file-name';
export { uploadCsvFile, putFileWithProgress } from './csv-import/upload-csv-file';
export type { PutFileOptions } from './csv-import/upload-csv-file';
export { useCsvDryRun, runCsvImport } from './csv-import/use-csv-dry-run';
export type { CsvImportEndpoint, CsvDryRunInput, CsvImportParams } from './csv-import/use-csv-dry-run';

// Forms, pickers, wizards and column settings (docs/frontend-interfaces.md)
export { useSchemaForm, useValidationErrorToast, applyServerFieldErrors, schemaFormValidator, toFieldName } from './form/use-schema-form';
export type { SchemaFormApi, UseSchemaFormOptions, SchemaFormInvalid } from './form/use-schema-form';
export { describeSchemaFields, countFormProgress, isFilledValue } from './form/schema-fields';
export type { SchemaField, FormProgress, CountFormProgressOptions } from './form/schema-fields';
export { FormTextField, FormTextAreaField, FormSelectField, FormDateField, FormNumberField, FormRadioField, FormCustomField, pickerControlProps, SchemaForm, formDateFormat } from './form/form-fields';
export type {
  FormFieldProps,
  FormControl,
  FormOption,
  FormTextFieldProps,
  FormTextAreaFieldProps,
  FormSelectFieldProps,
  FormDateFieldProps,
  FormNumberFieldProps,
  FormRadioFieldProps,
  FormCustomFieldProps,
  SchemaFormProps,
} from './form/form-fields';
export { FormProgressPanel, useFormProgress } from './form/form-progress-panel';
export { useSubmitError } from './form/use-submit-error';
export type { SubmitErrorOptions } from './form/use-submit-error';
export { focusFirstError } from './form/focus-first-error';
export type { FormProgressPanelProps } from './form/form-progress-panel';
export { useHashStep } from './wizard/use-hash-step';
export type { UseHashStepOptions, SetHashStep } from './wizard/use-hash-step';
export { WizardLayout } from './wizard/wizard-layout';
export type { WizardLayoutProps, WizardStep } from './wizard/wizard-layout';
export { RemoteSelect, remoteSelectDebounceMs } from './pickers/remote-select';
export type { RemoteSelectProps, RemoteSelectRequest, RemoteSelectPage } from './pickers/remote-select';
export { DevicePicker } from './pickers/device-picker';
export { DeviceAvatar, DeviceNameCell, deviceGenreIcons } from './avatars/device-avatar';
export type { DeviceAvatarProps, DeviceNameCellProps } from './avatars/device-avatar';
export type { DevicePickerProps, DevicePickerInitialOption } from './pickers/device-picker';
export { PlacePicker } from './pickers/place-picker';
export type { PlacePickerProps, PlacePickerInitialOption } from './pickers/place-picker';
export { WorkerPicker } from './pickers/worker-picker';
export type { WorkerPickerProps, WorkerPickerInitialOption } from './pickers/worker-picker';
export type { PickerProps } from './pickers/picker-props';
export { useColumnSettings, useListColumnSettings, resolveColumnSettings, applyColumnSettings, toSettingsColumns } from './data-table/use-column-settings';
export type { ColumnSettings, ColumnSettingsColumn, OrderedColumn } from './data-table/use-column-settings';
export { ColumnSettingsButton } from './data-table/column-settings-button';
export type { ColumnSettingsButtonProps } from './data-table/column-settings-button';
export { SavedViewsButton } from './saved-views/saved-views-button';
export type { SavedViewsButtonProps } from './saved-views/saved-views-button';
export { columnSettingsOf, openSavedView } from './saved-views/saved-views';
export type { OpenedView } from './saved-views/saved-views';
export { matchSavedViews, savedViewFromState, savedViewListPaths, savedViewNavigationState, useSavedViewsPaletteGroup } from './saved-views/saved-views-palette';
export { savedViewFake, savedViewsFakeAnswer, tableHeaderTitles, visibleColumnKeys } from './saved-views/saved-views-fake';
export type { SavedViewPaletteOption, SavedViewsPaletteGroup, SavedViewsPaletteOptions, SavedViewToOpen } from './saved-views/saved-views-palette';
export { LinkButton } from './navigation/link-button';
export type { LinkButtonProps } from './navigation/link-button';
export { AreaNav } from './navigation/area-nav';
export type { AreaNavItem, AreaNavProps } from './navigation/area-nav';

// Record pages (docs/frontend-interfaces.md "Record page kit"): one record's page from its resource
export { RecordGate, useRecordQuery } from './record/record-gate';
export type { RecordQuery, RecordGateProps } from './record/record-gate';
export { RecordHeader } from './record/record-header';
export type { RecordHeaderProps, RecordTag } from './record/record-header';
export { RecordTabs, resolveRecordTab } from './record/record-tabs';
export type { RecordTab, RecordTabsProps } from './record/record-tabs';
export { RecordSection, RecordSections, RecordTimestamps, useRecordValues, valueAt, sectionHeading } from './record/record-descriptions';
export type { RecordItem, RecordSectionProps, RecordTimestampsProps } from './record/record-descriptions';
export { useRecordEdit } from './record/use-record-edit';
export type { EditableRecord, RecordEdit, RecordEditOptions, RecordEditTexts } from './record/use-record-edit';
export { useStaleVersion } from './record/use-stale-version';
export type { StaleVersion, StaleVersionOptions } from './record/use-stale-version';
export { RecordEditForm } from './record/record-edit-form';
export type { RecordEditFormProps } from './record/record-edit-form';
export { DeleteRecordButton, EditRecordButton, ToggleDisabledButton, useToggleDisabled } from './record/record-actions';
export type { DeleteRecordButtonProps, ToggleCall, ToggleTexts, ToggleDisabledButtonProps } from './record/record-actions';
export { RecordHistory, useRecordHistory, auditActionLabels } from './record/record-history';
export type { RecordHistoryProps } from './record/record-history';
export { DescriptorFields, optionsOf } from './form/field-descriptors';
export type { FieldDescriptor, FieldKind, DescriptorFieldsProps } from './form/field-descriptors';
export { OperationActivity, operationActivityPageSize } from './record/operation-activity';
export type { OperationActivityProps } from './record/operation-activity';
export { fakeApi, fakeFeatureApi, sharedFakeAnswers } from './record/fake-api';
export type { FakeApiCall, FakeApiAnswer } from './record/fake-api';

// Operation packages (docs/operation-packages.md "Screens: packages, patterns and starting"): one set of screens for the four cores
export { OperationPackagesPage, OperationCoreNav, StartPatternButton } from './operations/operation-packages-page';
export type { OperationPackagesPageProps } from './operations/operation-packages-page';
export { OperationPackagePage } from './operations/operation-package-page';
export { OperationConfigsPage } from './operations/operation-configs-page';
export type { OperationConfigsPageProps } from './operations/operation-configs-page';
export { PatternInstancesTable } from './operations/pattern-instances-table';
export type { PatternInstancesTableProps } from './operations/pattern-instances-table';
export { StartPatternDialog } from './operations/start-pattern-dialog';
export type { StartPatternDialogProps } from './operations/start-pattern-dialog';
export { operationScreenPaths, deviceInventoryPath, useCreatePattern, usePackageArchive } from './operations/operation-labels';

// Operation cores: pattern configuration and instances (issue 14, docs/operation-packages.md "Screens: pattern configuration and instances")
export { PatternConfigPage } from './operations/pattern-config-page';
export type { PatternConfigPageProps } from './operations/pattern-config-page';
export { OperationInstancePage, operationInstanceTabKeys, operationPatternListPath } from './operations/operation-instance-page';
export type { OperationInstancePageProps } from './operations/operation-instance-page';
export { operationInstanceStatusColors } from './operations/operation-instance-labels';
export { AbortInstanceDialog } from './operations/abort-instance-dialog';
export type { AbortInstanceDialogProps } from './operations/abort-instance-dialog';
export { CompleteTaskOnBehalfDrawer, canCompleteOnBehalf } from './operations/complete-task-drawer';
export type { CompleteTaskOnBehalfDrawerProps } from './operations/complete-task-drawer';
export { GeneratedFormField } from './operations/generated-form-field';
export type { GeneratedField, GeneratedFormFieldProps, GeneratedFormValues } from './operations/generated-form-field';

// Bulk actions on lists (issue 31 §2; docs/bulk-actions.md): row selection, "all N that match", the run's progress and summary
export { BulkActionsBar } from './bulk-actions/bulk-actions-bar';
export type { BulkActionsBarProps, BulkActionOption, BulkParams } from './bulk-actions/bulk-actions-bar';
export { useBulkSelection } from './bulk-actions/use-bulk-selection';
export type { BulkSelection } from './bulk-actions/use-bulk-selection';
export { useListBulkActions } from './bulk-actions/use-list-bulk-actions';
export type { ListBulkActionsOptions } from './bulk-actions/use-list-bulk-actions';
