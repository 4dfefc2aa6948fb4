package dev.stagestack.runtime.graph;

import dev.stagestack.runtime.Behavior;
import java.util.Objects;

/**
 * Makes the behaviour a graph names by id (docs/format.md "State"). Register an
 * implementation in {@code META-INF/services/dev.stagestack.runtime.graph.BehaviorProvider}, or,
 * in code, name a lambda: {@code BehaviorProvider.of("game.level", Level::new)}.
 *
 * <p>A functional interface: its one abstract method is {@link #create()}. A class that implements
 * it names its id by overriding {@link #id()}; a lambda gets its id from {@link #of}.
 */
@FunctionalInterface
public interface BehaviorProvider {

    /**
     * The id graphs use, e.g. {@code bounce.level}; never a class name. A class overrides it; a lambda
     * has none, so a registry refuses it until it is named with {@link #of}.
     *
     * @throws IllegalStateException for a provider that has no id (a lambda not named with {@link #of})
     */
    default String id() {
        throw new IllegalStateException("this behaviour provider has no id: name a lambda with"
                + " BehaviorProvider.of(\"game.level\", ...), or override id() in its class");
    }

    /**
     * A new behaviour for one entry: called once for every entry of the state, when it is pushed,
     * so the behaviour's fields are that screen's own for its whole life (a restart keeps the
     * object and calls {@code free} then {@code init}). Never null: if it returns null or throws, the
     * entry is pushed all the same and runs without code, and the fault is reported as error
     * {@code callback} of its {@code create} (docs/semantics.md §8).
     *
     * @return a new behaviour, not shared with any other entry
     */
    Behavior create();

    /**
     * A provider with this id that makes its behaviours with {@code create}, e.g.
     * {@code BehaviorProvider.of("game.level", Level::new)} or {@code of("game.level", () -> new Behavior() {...})}.
     *
     * @param id     the id graphs use
     * @param create called once per entry, as {@link #create()}
     * @return the provider
     */
    static BehaviorProvider of(String id, BehaviorProvider create) {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(create, "create");
        return new BehaviorProvider() {
            @Override
            public String id() {
                return id;
            }

            @Override
            public Behavior create() {
                return create.create();
            }

            @Override
            public String toString() {
                return "behaviour provider \"" + id + "\"";
            }
        };
    }
}
