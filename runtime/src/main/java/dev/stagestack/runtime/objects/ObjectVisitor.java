package dev.stagestack.runtime.objects;

/**
 * Visits the objects of an {@link ObjectStore} together with their handles,
 * e.g. so that an object can remove itself.
 *
 * @param <T> the stored type
 */
@FunctionalInterface
public interface ObjectVisitor<T> {

    /**
     * Visits one live object.
     *
     * @param handle the object's handle
     * @param object the object
     */
    void visit(long handle, T object);
}
