/**
 * The Stagestack test kit ({@code dev.stagestack:stagestack-testkit}): test a game's states with any
 * test framework. {@link dev.stagestack.testkit.RunTester} drives a graph run and
 * {@link dev.stagestack.testkit.StackTester} a bare stack, both strict (a callback that throws
 * fails the tick); {@link dev.stagestack.testkit.StackAssertions} checks head, the stack and callback
 * pairing; {@link dev.stagestack.testkit.RecordingSurface} records what {@code draw} painted.
 * Graphs are built with {@link dev.stagestack.model.GraphBuilder}. See docs/library.md "Testing your game".
 */
package dev.stagestack.testkit;
