package dev.stagestack.runtime;

/**
 * What a behaviour sees of the keyboard this tick ({@link Context#keys()}): which keys are held
 * and which were pressed in this tick's input phase. Keys are named as in key triggers (JavaFX
 * {@code KeyCode} names: {@code LEFT}, {@code SPACE}, {@code A}...).
 *
 * <p>Deterministic: it changes only in a tick's input phase, from the run's input events, so a
 * headless script gives the same view as the player (docs/semantics.md §11).
 */
public interface Keys {

    /** Whether {@code key} is held down now: pressed with {@code hold} and not yet released. */
    boolean isDown(String key);

    /** Whether {@code key} was pressed (held or tapped) in this tick's input phase. */
    boolean wasPressed(String key);
}
