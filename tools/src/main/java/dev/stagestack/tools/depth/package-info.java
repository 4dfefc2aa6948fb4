/**
 * How deep a graph's stack can get, with evidence (docs/analysis.md, "Depth verdicts"): the static
 * analysis's bound, made exact by exploring the graph through the real runtime where that finishes
 * within its budget, and "unbounded" only with a script that pumps the stack, checked by replay.
 */
package dev.stagestack.tools.depth;
