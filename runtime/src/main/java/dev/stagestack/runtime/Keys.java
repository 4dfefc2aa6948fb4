package dev.stagestack.runtime;

/**
 * What a behaviour sees of the keyboard this tick ({@link Context#keys()}): which keys are held
 * and which were pressed in this tick's input phase. Keys are named as in key triggers (JavaFX
 * {@code KeyCode} names: {@code LEFT}, {@code SPACE}, {@code A}...).
 *
 * <p>Deterministic: it changes only in a tick's input phase, from the run's input events, so a
 * headless script gives the same view as the player (docs/semantics.md §11).
 *
 * <p>A name that is not a key name is refused, as everywhere else a key is named: both queries throw
 * {@link IllegalArgumentException} with a hint ({@code unknown key "Escape" (did you mean "ESCAPE"?); ...})
 * instead of answering false for a key that can never be pressed.
 */
public interface Keys {

    /**
     * Whether {@code key} is held down now: pressed with {@code hold} and not yet released.
     *
     * @throws IllegalArgumentException when {@code key} is not a key name
     */
    boolean isDown(String key);

    /**
     * Whether {@code key} was pressed (held or tapped) in this tick's input phase.
     *
     * @throws IllegalArgumentException when {@code key} is not a key name
     */
    boolean wasPressed(String key);
}
