/**
 * Stagestack's runtime core, a game's state layer: the state stack with head, staging and paired
 * lifecycle callbacks (docs/semantics.md), graph runs, the frame clock, the object store, assets,
 * the headless trace, and the debugger's model (breakpoints, commit steps, snapshots) that the player
 * and the web page share. Depends on {@code dev.stagestack.model} only: no JavaFX, no picocli.
 * Behaviours named by graphs are found as {@link dev.stagestack.runtime.graph.BehaviorProvider}
 * services.
 */
module dev.stagestack.runtime {
    requires transitive dev.stagestack.model;

    exports dev.stagestack.runtime;
    exports dev.stagestack.runtime.assets;
    exports dev.stagestack.runtime.clock;
    exports dev.stagestack.runtime.debug;
    exports dev.stagestack.runtime.graph;
    exports dev.stagestack.runtime.look;
    exports dev.stagestack.runtime.objects;
    exports dev.stagestack.runtime.trace;

    uses dev.stagestack.runtime.graph.BehaviorProvider;
}
