package dev.stagestack.runtime;

/**
 * A behaviour that runs another one inside it (a graph run's asset lifecycle around a state's code), so that
 * what the inner behaviour implements besides {@link Behavior} — {@link Saves} — is still found.
 */
public interface BehaviorWrapper extends Behavior {

    /**
     * The behaviour this one runs.
     *
     * @return the wrapped behaviour
     */
    Behavior wrapped();
}
