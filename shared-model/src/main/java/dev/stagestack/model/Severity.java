package dev.stagestack.model;

/** How bad a {@link Problem} is: an error makes a graph impossible to run, a warning does not. */
public enum Severity {
    ERROR("error"),
    WARNING("warning");

    private final String label;

    Severity(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
