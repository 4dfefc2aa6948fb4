package dev.stagestack.editor.document;

/** Names one element of the graph on the canvas: a state or a transition, by id. */
public record ElementRef(Kind kind, String id) {

    /** What kind of element is named. */
    public enum Kind {
        STATE,
        TRANSITION
    }

    public static ElementRef state(String id) {
        return new ElementRef(Kind.STATE, id);
    }

    public static ElementRef transition(String id) {
        return new ElementRef(Kind.TRANSITION, id);
    }

    public boolean isState() {
        return kind == Kind.STATE;
    }

    public boolean isTransition() {
        return kind == Kind.TRANSITION;
    }
}
