/**
 * The guard language of transitions (docs/format.md "Guards", docs/semantics.md §21): its parser,
 * its checker against a graph, and its evaluation over a run's variables and stack.
 */
package dev.stagestack.model.guard;
