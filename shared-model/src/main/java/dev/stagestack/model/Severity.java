package dev.stagestack.model;

/** How bad a {@link Problem} is: an error makes a graph impossible to run, a warning does not. */
public enum Severity {
    /** The graph cannot run. */
    ERROR("error"),
    /** The graph runs, but probably not as meant. */
    WARNING("warning");

    private final String label;

    Severity(String label) {
        this.label = label;
    }

    /** The word printed in messages: {@code error} or {@code warning}. */
    public String label() {
        return label;
    }
}
