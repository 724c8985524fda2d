/**
 * The contract of an expression of the engine, as bindings and references take it (`Binding.expression`,
 * `EngineRef.expression`). Interfaces only.
 */

/**
 * An expression of incident.io's engine (`Expression.parse`, `.navigate`, `.branches`): a value
 * worked out from the alert's payload or another reference. The resource that uses it defines it
 * in its `expressions` and refers to it by its reference.
 */
export interface IExpression {
  /** The reference of the expression, e.g. `severity`. */
  readonly reference: string;
  /** How a resource refers to the expression: `expressions["<reference>"]`. */
  readonly engineReference: string;
}
