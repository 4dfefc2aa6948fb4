package dev.stagestack.runtime.objects;

/**
 * A game object with optional event, update and render functions; each
 * defaults to doing nothing, so an object implements only what it needs.
 *
 * <p>Run a pass over a store with a method reference, which allocates
 * nothing: {@code balls.forEach(GameObject::update, context)}.
 *
 * @param <U> what {@link #update} receives (e.g. the tick's context)
 * @param <R> what {@link #render} draws on (e.g. a graphics context)
 * @param <E> the events {@link #event} receives
 */
public interface GameObject<U, R, E> {

    /**
     * Reacts to one input event.
     *
     * @param event the event
     */
    default void event(E event) {}

    /**
     * Advances the object by one fixed tick.
     *
     * @param context what the tick provides
     */
    default void update(U context) {}

    /**
     * Draws the object once per rendered frame.
     *
     * @param target what to draw on
     */
    default void render(R target) {}
}
