package dev.stagestack.runtime.objects;

/**
 * Applies an operation with one argument to each object of an
 * {@link ObjectStore}. Passing the argument separately lets a caller use a
 * non-capturing lambda or method reference such as {@code GameObject::update},
 * which the JVM creates once, so an update pass allocates nothing.
 *
 * @param <T> the stored type
 * @param <A> the argument type
 */
@FunctionalInterface
public interface ObjectAction<T, A> {

    /**
     * Applies the operation to one live object.
     *
     * @param object   the object
     * @param argument the argument given to the iteration
     */
    void apply(T object, A argument);
}
