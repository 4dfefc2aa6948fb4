package dev.stagestack.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The builders and withers of the model's records: defaults in one place, every field carried over. */
class RecordBuildersTest {

    @Test
    void aStateOfAnIdHasEveryDefault() {
        StateDef s = StateDef.of("menu");
        assertEquals(
                List.of("menu", "menu", CoveredPolicy.FREEZE, false),
                List.of(s.id(), s.name(), s.covered(), s.overlay()));
        assertNull(s.color());
        assertNull(s.behavior());
        assertNull(s.notes());
        assertNull(s.x());
        assertNull(s.y());
        assertEquals(StateAssets.EMPTY, s.assets());
    }

    @Test
    void aBuilderSetsEveryField() {
        StateAssets assets = new StateAssets(Map.of("bg", "bg.png"), Map.of(), "theme.wav");
        StateDef s = StateDef.builder("pause")
                .name("Pause")
                .covered(CoveredPolicy.UPDATE)
                .overlay(true)
                .color("#102030")
                .behavior("pauser")
                .notes("n")
                .position(1.0, 2.0)
                .assets(assets)
                .groups(List.of("menus"))
                .build();
        assertEquals(
                new StateDef(
                        "pause",
                        "Pause",
                        CoveredPolicy.UPDATE,
                        true,
                        "#102030",
                        "pauser",
                        "n",
                        1.0,
                        2.0,
                        assets,
                        List.of("menus")),
                s);
    }

    @Test
    void aTransitionOfItsRequiredPartsHasNoLabelOrSound() {
        Transition t = Transition.of("go", "menu", Trigger.key("ENTER"), List.of(Action.push("game")));
        assertEquals(
                new Transition(
                        "go", "menu", Trigger.key("ENTER"), List.of(Action.push("game")), null, null, null, false),
                t);
    }

    @Test
    void aTransitionBuilderSetsEveryPart() {
        Transition t = Transition.builder("go", "menu", Trigger.key("ENTER"))
                .actions(List.of(Action.pop()))
                .label("Go")
                .sound("click")
                .when("hasSave")
                .once(true)
                .build();
        assertEquals(
                new Transition(
                        "go", "menu", Trigger.key("ENTER"), List.of(Action.pop()), "Go", "click", "hasSave", true),
                t);
    }

    @Test
    void aTransitionBuilderStillRequiresItsParts() {
        assertThrows(
                NullPointerException.class,
                () -> Transition.builder("go", null, Trigger.key("X")).build());
    }

    @Property(tries = 200)
    void aStateRebuiltFromItsBuilderIsEqual(@ForAll("states") StateDef s) {
        assertEquals(s, s.toBuilder().build());
        assertEquals(s, s.withName("other").withName(s.name()));
        assertEquals(s, s.withPosition(null, null).withPosition(s.x(), s.y()));
    }

    @Property(tries = 200)
    void aTransitionRebuiltFromItsBuilderIsEqual(@ForAll("transitions") Transition t) {
        assertEquals(t, t.toBuilder().build());
        assertEquals(t, t.withLabel("x").withLabel(t.label()));
        assertEquals(t, t.withSound(null).withSound(t.sound()));
    }

    @Provide
    Arbitrary<StateDef> states() {
        return GraphArbitraries.states();
    }

    @Provide
    Arbitrary<Transition> transitions() {
        return GraphArbitraries.transitions(Arbitraries.of("a", "b"));
    }
}
