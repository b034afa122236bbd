/**
 * The generated `operations` of every document the server implements. Type-only imports: the
 * generated files carry no runtime code, and the bundle never includes them.
 * When a document is added to openapi/, add it here so its handlers are typed.
 */
import type { operations as CentralV3Operations } from '../../../../packages/api/src/generated/central-v3';
import type { operations as V2Operations } from '../../../../packages/api/src/generated/v2';

export interface DocumentOperations {
  'central-v3': CentralV3Operations;
  v2: V2Operations;
}
