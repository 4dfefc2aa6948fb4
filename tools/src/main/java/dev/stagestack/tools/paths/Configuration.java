package dev.stagestack.tools.paths;

import java.util.List;
import java.util.Objects;

/**
 * A stack configuration: the state ids of a committed stack between two ticks, bottom first.
 *
 * @param states the state ids from the bottom entry up to head; never empty
 */
public record Configuration(List<String> states) {

    /** Copies {@code states}; throws when it is empty. */
    public Configuration {
        states = List.copyOf(Objects.requireNonNull(states, "states"));
        if (states.isEmpty()) {
            throw new IllegalArgumentException("a configuration has at least one entry");
        }
    }

    /** @return the number of entries */
    public int depth() {
        return states.size();
    }

    /** @return the state of head, the top entry */
    public String head() {
        return states.get(states.size() - 1);
    }

    /** @return the ids bottom first, joined by {@code " > "}, e.g. {@code title > world > level} */
    @Override
    public String toString() {
        return String.join(" > ", states);
    }
}
