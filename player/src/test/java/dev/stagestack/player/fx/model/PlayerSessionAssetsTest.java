package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AssetKind;
import dev.stagestack.runtime.assets.AssetLoader;
import dev.stagestack.runtime.assets.AudioOut;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the player loads ahead of a commit, and the clock after a load. */
class PlayerSessionAssetsTest {

    private static final long TEN_MS = 10_000_000L;

    private static final AssetKey LOGO = new AssetKey(AssetKind.IMAGE, "logo.png");
    private static final AssetKey THEME = new AssetKey(AssetKind.MUSIC, "theme.wav");
    private static final AssetKey HIT = new AssetKey(AssetKind.SOUND, "hit.wav");

    private final PlayerSession session =
            new PlayerSession(graph(), BehaviorRegistry.empty(), 50, AssetLoader.REFERENCES_ONLY, AudioOut.SILENT);

    static Graph graph() {
        StateDef system =
                StateDef.of("system").withAssets(new StateAssets(Map.of("logo", "logo.png"), Map.of(), "theme.wav"));
        StateDef level = StateDef.of("level")
                .withAssets(new StateAssets(Map.of("logo", "logo.png"), Map.of("hit", "hit.wav"), null));
        return new Graph(
                "g",
                "system",
                60,
                List.of(system, level),
                List.of(Transition.of("go", "system", Trigger.key("ENTER"), List.of(Action.push("level")))));
    }

    @Test
    void beforeTheFirstCommitTheInitialStatesAssetsAreToLoad() {
        assertEquals(new AssetsToLoad(List.of("system"), List.of(LOGO, THEME)), session.assetsToLoad());
    }

    @Test
    void assetsLoadedAheadAreUsedByTheCommitAndNotLoadedAgain() {
        session.assets().prepare(LOGO, "logo", null);
        session.assets().prepare(THEME, "theme", null);
        session.tick();

        assertEquals(1, session.assets().references(LOGO));
        assertEquals(0, session.assets().loads());
        assertTrue(session.assetsToLoad().isEmpty());
    }

    @Test
    void aPushedStateNeedsOnlyWhatIsNotHeldYet() {
        session.tick();
        session.key("ENTER");
        session.tick();

        assertEquals(new AssetsToLoad(List.of("level"), List.of(HIT)), session.assetsToLoad());
    }

    @Test
    void preparedAssetsNobodyAcquiredAreDroppedAfterTheNextTick() {
        session.tick();
        session.assets().prepare(HIT, "hit", null);
        session.tick();

        assertEquals(
                0,
                session.assets().contents().stream()
                        .filter(a -> a.key().equals(HIT))
                        .count());
    }

    @Test
    void theTimeALoadTookIsNotGameTime() {
        session.tick();
        assertEquals(0, session.frame(TEN_MS));
        session.assetsLoaded();

        assertEquals(0, session.frame(TEN_MS), "the 10 ms before the load were forgotten");
        assertEquals(1, session.frame(TEN_MS));
    }
}
