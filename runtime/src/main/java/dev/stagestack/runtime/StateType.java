package dev.stagestack.runtime;

import dev.stagestack.model.CoveredPolicy;
import java.util.Objects;

/**
 * What the stack knows of a state: its id, its position in the stack's table, and how its
 * entries behave while covered (docs/semantics.md §6). Immutable.
 *
 * <p>A stack takes only the instances it was built with: states are compared by identity, so another
 * {@code StateType} equal in every field is refused. Keep the ones you built the stack with, or get
 * them with {@link StateStack#type(String)}.
 */
public final class StateType {

    private final int index;
    private final String id;
    private final CoveredPolicy covered;
    private final boolean overlay;

    /**
     * @param index   position of the state in the table the stack is built with (0-based)
     * @param id      the state id written in traces
     * @param covered what its entries do while covered
     * @param overlay whether it is drawn as a panel over what lies below
     */
    public StateType(int index, String id, CoveredPolicy covered, boolean overlay) {
        if (index < 0) {
            throw new IllegalArgumentException("negative index " + index);
        }
        this.index = index;
        this.id = Objects.requireNonNull(id, "id");
        this.covered = Objects.requireNonNull(covered, "covered");
        this.overlay = overlay;
    }

    /** The state's position in the graph's state list, from 0. */
    public int index() {
        return index;
    }

    /** The state id. */
    public String id() {
        return id;
    }

    /** What the state's entries do while covered. */
    public CoveredPolicy covered() {
        return covered;
    }

    /** Whether the state is drawn as a panel over what lies below it. */
    public boolean overlay() {
        return overlay;
    }

    @Override
    public String toString() {
        return id;
    }
}
