import { MatcherOperator } from './alert-values';
import { BindContext, isUnresolved, textOf, Token } from '../../core/l2';

/**
 * Limits an alert to some of the objects its event concerns: `AlertMatcher.hostType('SECONDARY')`,
 * `AlertMatcher.clusterName('orders')`. Which fields an alert supports depends on its kind (the
 * Atlas API's alert configuration schemas): host alerts TYPE_NAME, HOSTNAME, PORT, HOSTNAME_AND_PORT, REPLICA_SET_NAME; replica set
 * alerts REPLICA_SET_NAME, SHARD_NAME, CLUSTER_NAME; sharded cluster alerts CLUSTER_NAME,
 * SHARD_NAME; other kinds none. Where the event type's kind is known, a field the kind does not
 * support fails synth (`rule:mongodbatlas_alert_configuration/matcher-field-by-kind`).
 */
export class AlertMatcher {
  /**
   * Matches the process type of a host (host alerts).
   * @param hostType a `HostType`: PRIMARY, SECONDARY, STANDALONE, CONFIG, MONGOS, ARBITER or MONGOT
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static hostType(hostType: string, operator?: string): AlertMatcher {
    return new AlertMatcher('TYPE_NAME', hostType, operator);
  }

  /**
   * Matches the hostname of a host (host alerts).
   * @param hostname the hostname, or a part of it with another operator
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static hostname(hostname: string, operator?: string): AlertMatcher {
    return new AlertMatcher('HOSTNAME', hostname, operator);
  }

  /**
   * Matches the port of a host (host alerts).
   * @param port the port, a whole number from 1 to 65535 (or a number token); anything else is
   * reported by the alert that takes the matcher
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static port(port: number, operator?: string): AlertMatcher {
    return new AlertMatcher('PORT', port, operator);
  }

  /**
   * Matches `hostname:port` of a host (host alerts).
   * @param hostnameAndPort e.g. `orders-shard-00-00.abcde.mongodb.net:27017`
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static hostnameAndPort(hostnameAndPort: string, operator?: string): AlertMatcher {
    return new AlertMatcher('HOSTNAME_AND_PORT', hostnameAndPort, operator);
  }

  /**
   * Matches the name of the replica set (host and replica set alerts).
   * @param replicaSetName the replica set name, as Atlas shows it (e.g. `atlas-abc123-shard-0`)
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static replicaSetName(replicaSetName: string, operator?: string): AlertMatcher {
    return new AlertMatcher('REPLICA_SET_NAME', replicaSetName, operator);
  }

  /**
   * Matches the name of the shard (replica set and sharded cluster alerts).
   * @param shardName the shard name
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static shardName(shardName: string, operator?: string): AlertMatcher {
    return new AlertMatcher('SHARD_NAME', shardName, operator);
  }

  /**
   * Matches the name of the cluster (replica set and sharded cluster alerts; host alerts cannot
   * match on it).
   * @param clusterName the cluster name
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static clusterName(clusterName: string, operator?: string): AlertMatcher {
    return new AlertMatcher('CLUSTER_NAME', clusterName, operator);
  }

  /** The field matched, e.g. `CLUSTER_NAME`. */
  public readonly fieldName: string;
  /** The comparison operator, e.g. `EQUALS`. */
  public readonly operator: string;
  private readonly given: unknown;

  private constructor(fieldName: string, value: unknown, operator?: string) {
    this.fieldName = fieldName;
    this.given = value;
    this.operator = operator ?? MatcherOperator.EQUAL_TO;
  }

  /**
   * The value compared with, as the provider takes it (a port as a string). A value that is no
   * port or no string reads as its description (the alert that takes the matcher reports it).
   */
  public get value(): string {
    const v = this.given;
    if (typeof v === 'number') return isUnresolved(v) ? Token.asString(v) : Number.isFinite(v) ? v.toString() : textOf(v);
    return typeof v === 'string' ? v : textOf(v);
  }

  /**
   * @internal Checks the value and the operator (their problems go to `ctx`, under `field`, where
   * the alert took the matcher) and returns the provider's matcher block.
   */
  public _bind(ctx: BindContext, field: string): { fieldName: string; operator: string; value: string } {
    const p = ctx.problems;
    const v = this.given;
    if (this.fieldName === 'PORT') {
      // The factory's contract: a port. A token is not judged; a number that no host can listen
      // on, or anything else, would make a matcher that never matches (or render '[object Object]').
      const isPort = typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 65535;
      if (!isPort && !((typeof v === 'number' || typeof v === 'string') && isUnresolved(v))) {
        p.add(`${field}.value`, typeof v === 'number' ? 'is not a port: no host listens on it.' : 'expected a port number.', {
          id: 'mongodbatlas:matcher-port',
          received: v,
          allowed: 'a whole number from 1 to 65535, e.g. 27017, or a number token',
          fix: 'pass the port as a number: AlertMatcher.port(27017).',
        });
      }
    } else if (typeof v !== 'string') {
      p.add(`${field}.value`, 'expected a string.', { id: 'mongodbatlas:matcher-value-string', received: v, allowed: 'the text to compare with', fix: 'pass a string to the AlertMatcher factory.' });
    }
    if (typeof this.operator !== 'string') {
      p.add(`${field}.operator`, 'expected a MatcherOperator.', { id: 'mongodbatlas:matcher-operator', received: this.operator, allowed: 'a MatcherOperator, e.g. MatcherOperator.EQUAL_TO', fix: 'pass a MatcherOperator constant, or leave the operator out for EQUALS.' });
    }
    return { fieldName: this.fieldName, operator: this.operator, value: this.value };
  }
}
