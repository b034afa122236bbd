import {
  hardwareUnitFieldErrors,
  type HardwareKind,
  type HardwareUnitFormValues,
} from '@studio/domain';

/** The shared hardware rules, in a module of their own so the form renders without yup. */
export function hardwareFormErrors(values: HardwareUnitFormValues, modelKind: HardwareKind | null) {
  return hardwareUnitFieldErrors(values, modelKind);
}
