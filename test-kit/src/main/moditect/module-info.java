/**
 * Stagestack's test kit: drivers and assertions to test a game's states with any test framework
 * (docs/library.md "Testing your game").
 */
module dev.stagestack.testkit {
    requires transitive dev.stagestack.runtime;

    exports dev.stagestack.testkit;
}
