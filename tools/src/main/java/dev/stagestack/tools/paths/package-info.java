/**
 * Test paths and coverage over stack configurations (docs/paths.md): the reachable committed stacks
 * of a graph, the shortest script reaching each one, a small set of scripts covering them all, and
 * what a set of traces exercised.
 */
package dev.stagestack.tools.paths;
