package dev.stagestack.tools.diagram;

/**
 * How an arrow of a transition is drawn in every drawing of the graph (the editor's canvas, its SVG
 * and PNG exports, Mermaid and DOT); {@link DiagramEdge} decides it from the whole action list.
 */
public enum TransitionKind {
    /** Pushes the state it points at; the transition's own entry stays below. */
    PUSH(null),
    /** Pushes the state it points at after the transition's own entry was popped (replace, pop then push, clear then push). */
    REPLACE(null),
    /** Pops back to the state it points at (purple in Mermaid and DOT only: the canvas tells it by its dashes and target). */
    POP_TO("#8250df"),
    /** Pops: to each state the analysis says the pops can reveal (back to its own state when the actions undo each other). */
    POP(null),
    /** Restarts the transition's own entry. */
    RESTART("#bf8700"),
    /** The run ends (quit, or clear with nothing pushed after). */
    QUIT("#cf222e");

    private final String colour;

    TransitionKind(String colour) {
        this.colour = colour;
    }

    /**
     * The colour ({@code #rrggbb}) the kind's arrows are drawn in on a light background, or null for
     * the plain line colour: the one definition the exports (SVG, PNG, Mermaid, DOT) read, and the
     * colour the editor's canvas and legend show for a restart loop and a quit in the light theme
     * (its stylesheet names the theme's colour that is this one there).
     */
    public String colour() {
        return colour;
    }
}
