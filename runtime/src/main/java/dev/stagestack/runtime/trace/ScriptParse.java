package dev.stagestack.runtime.trace;

import dev.stagestack.model.Problem;
import java.util.List;
import java.util.Objects;

/**
 * A parsed headless script and the problems of its bad lines (which it leaves out).
 * A caller that must not run a partly wrong script checks {@link #problems()} first.
 */
public record ScriptParse(Script script, List<Problem> problems) {

    /** Checks that the script is given; copies the problems. */
    public ScriptParse {
        Objects.requireNonNull(script, "script");
        problems = List.copyOf(problems);
    }
}
