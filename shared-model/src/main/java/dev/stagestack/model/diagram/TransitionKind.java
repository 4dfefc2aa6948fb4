package dev.stagestack.model.diagram;

/**
 * How an arrow of a transition is drawn in every drawing of the graph (the editor's canvas, its SVG
 * and PNG exports, Mermaid and DOT); {@link DiagramEdge} decides it from the whole action list.
 */
public enum TransitionKind {
    /** Pushes the state it points at; the transition's own entry stays below. */
    PUSH,
    /** Pushes the state it points at after the transition's own entry was popped (replace, pop then push, clear then push). */
    REPLACE,
    /** Pops back to the state it points at. */
    POP_TO,
    /** Pops: to each state the analysis says the pops can reveal (back to its own state when the actions undo each other). */
    POP,
    /** Restarts the transition's own entry. */
    RESTART,
    /** The run ends (quit, or clear with nothing pushed after). */
    QUIT
}
