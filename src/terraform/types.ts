/**
 * Options and results of `TerrainTesting.validate` and `TerrainTesting.plan` (structs only: the
 * code that runs Terraform is loaded when one of them is called).
 */
import type { TerrainSynthOptions } from '../core/api/synth-stack';

/** Options of `TerrainTesting.validate` and `TerrainTesting.plan`. */
export interface TerraformCheckOptions extends TerrainSynthOptions {
  /**
   * Values of the stack's input variables, by name (written to `terraform.tfvars.json`). A
   * variable without default and without value fails `plan` with Terraform's "No value for
   * required variable".
   * @default - none
   */
  readonly variables?: { [name: string]: any };
  /**
   * The Terraform binary: a path, or a name looked up on PATH.
   * @default 'terraform'
   */
  readonly terraformBinary?: string;
  /**
   * The Node.js binary that runs the stand-in providers.
   * @default - the one that runs this process (`process.execPath`)
   */
  readonly nodeBinary?: string;
  /**
   * Start each stand-in once per process and hand it to every Terraform run
   * (`TF_REATTACH_PROVIDERS`); when false, Terraform starts the stand-ins itself through the
   * `dev_overrides` of the CLI configuration (several times per run, with mutual TLS).
   * @default true
   */
  readonly reuseStandIns?: boolean;
  /**
   * How long one Terraform command may run, in seconds.
   * @default 300
   */
  readonly timeoutSeconds?: number;
  /**
   * Keep the working directory (cdk.tf.json, CLI configuration, stand-in launchers) and return
   * its path in the result, to run Terraform in it by hand.
   * @default false
   */
  readonly keepWorkDir?: boolean;
}

/** A diagnostic of Terraform, with the construct it is about. */
export interface TerraformDiagnostic {
  /** `error` or `warning`. */
  readonly severity: string;
  /** Terraform's summary line. */
  readonly summary: string;
  /** Terraform's detail text ('' when none). */
  readonly detail: string;
  /**
   * The path of the construct the diagnostic is about, e.g. `app/orders/Cluster`.
   * @default - none found (the diagnostic names no block of the document)
   */
  readonly constructPath?: string;
  /**
   * The Terraform address it is about, e.g. `mongodbatlas_advanced_cluster.orders`.
   * @default - none
   */
  readonly address?: string;
  /**
   * Where in cdk.tf.json, e.g. `resource.mongodbatlas_advanced_cluster.orders.replication_specs`.
   * @default - Terraform gave no position
   */
  readonly documentPath?: string;
  /**
   * The line of cdk.tf.json Terraform points at (1-based).
   * @default - Terraform gave no position
   */
  readonly line?: number;
}

/** One planned resource change. */
export interface TerraformPlannedChange {
  /** The resource instance address, e.g. `mongodbatlas_advanced_cluster.orders` or `x.y["a"]`. */
  readonly address: string;
  /** The resource type. */
  readonly resourceType: string;
  /** Terraform's action: `create`, `update`, `delete`, `replace`, `read` or `no-op`. */
  readonly action: string;
  /**
   * The path of the construct that defines the resource.
   * @default - none found
   */
  readonly constructPath?: string;
  /**
   * The id the resource is imported from (an `import` block).
   * @default - not imported
   */
  readonly importId?: string;
  /**
   * The address the resource moves from (a `moved` block).
   * @default - not moved
   */
  readonly movedFrom?: string;
}

/** What `TerrainTesting.validate` returns when Terraform found no error. */
export interface TerraformValidation {
  /** The version of Terraform that ran, e.g. `1.11.4`. */
  readonly terraformVersion: string;
  /** Terraform's warnings (its errors fail the call). */
  readonly diagnostics: TerraformDiagnostic[];
  /**
   * What the library says of the run itself: a provider of the stack that supports only a newer
   * Terraform than the one that ran (the stand-in served it all the same; the real provider may
   * not), one sentence each.
   */
  readonly notes: string[];
  /**
   * The working directory, when `keepWorkDir` is set.
   * @default - removed
   */
  readonly workDir?: string;
}

/** What `TerrainTesting.plan` returns when Terraform found no error. */
export interface TerraformPlan extends TerraformValidation {
  /** The planned change of each resource instance. */
  readonly changes: TerraformPlannedChange[];
  /** The names of the outputs the plan sets. */
  readonly outputs: string[];
}

/** Options of `TerrainTesting.validateApp`. */
export interface AppValidationOptions extends TerraformCheckOptions {
  /**
   * Plan each stack after validating it (with a placeholder for every variable that has no
   * default and no value in `variables`).
   * @default true
   */
  readonly plan?: boolean;
  /**
   * Print a line per stack (and its warnings and notes) to stdout.
   * @default true
   */
  readonly print?: boolean;
}

/** What Terraform found in one stack of an app. */
export interface StackValidation {
  /** The path of the stack, e.g. `atlas`. */
  readonly stackPath: string;
  /** Whether Terraform found no error (validate, and plan when asked). */
  readonly ok: boolean;
  /** Terraform's warnings, with the construct each is about. */
  readonly diagnostics: TerraformDiagnostic[];
  /** The planned change of each resource instance (none without a plan, or after an error). */
  readonly changes: TerraformPlannedChange[];
  /** The library's notes on the run (see `TerraformValidation.notes`). */
  readonly notes: string[];
  /**
   * The error, with Terraform's messages and the construct paths, when the stack failed.
   * @default - none
   */
  readonly error?: string;
}

/** What `TerrainTesting.validateApp` returns. */
export interface AppValidation {
  /** Whether every stack passed. */
  readonly ok: boolean;
  /** Each stack, in the order of the app's tree. */
  readonly stacks: StackValidation[];
}
