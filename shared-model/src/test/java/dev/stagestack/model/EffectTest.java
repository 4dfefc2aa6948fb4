package dev.stagestack.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.json.GraphCodec;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Effects in the model and in a file (docs/format.md "Effect"): bounds, kinds, the ops that take one. */
class EffectTest {

    @Test
    void aDurationMustBeMoreThanZeroAndAtMostTenSeconds() {
        for (double bad : List.of(0.0, -0.0, -1.0, 10.000001, Double.NaN, Double.POSITIVE_INFINITY, 1e300)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Effect.fade(bad));
            assertTrue(e.getMessage().startsWith("effect seconds must be more than 0 and at most 10, found "));
        }
        assertEquals(10.0, Effect.crossfade(10).seconds());
        assertEquals(Double.MIN_VALUE, Effect.fade(Double.MIN_VALUE).seconds());
    }

    @Test
    void aSlideNeedsADirectionAndTheOtherKindsDropIt() {
        assertThrows(IllegalArgumentException.class, () -> new Effect(EffectKind.SLIDE, 1, null));
        assertNull(new Effect(EffectKind.FADE, 1, SlideDirection.UP).direction());
        assertEquals("slide left 0.5s", Effect.slide(SlideDirection.LEFT, 0.5).describe());
        assertEquals("fade 2s", Effect.fade(2).describe());
    }

    @Test
    void anEffectLastsItsSecondsInTicksRoundedAsATimerIs() {
        assertEquals(18, Effect.fade(0.3).ticks(60));
        assertEquals(1, Effect.fade(0.001).ticks(60));
        assertEquals(600, Effect.fade(10).ticks(60));
    }

    @Test
    void onlyPushPopReplaceAndPopToTakeAnEffect() {
        Effect fade = Effect.fade(0.5);
        assertEquals(fade, Action.push("b").withEffect(fade).effect());
        assertEquals(fade, Action.pop("r").withEffect(fade).effect());
        assertEquals(fade, Action.replace("b", Map.of("n", 1L)).withEffect(fade).effect());
        assertEquals(fade, Action.popTo("b").withEffect(fade).effect());
        for (Action a : List.of(Action.clear(), Action.restart(), Action.quit(), Action.reset("x"))) {
            assertThrows(IllegalArgumentException.class, () -> a.withEffect(fade));
            assertNull(new Action(a.op(), a.target(), Map.of(), null, a.value(), fade).effect());
        }
    }

    @Test
    void anEffectChangesNeitherTheActionsTextNorItsOtherParts() {
        Action plain = Action.replace("level", Map.of("world", 1L));
        Action faded = plain.withEffect(Effect.crossfade(1));

        assertEquals(plain.describe(), faded.describe());
        assertEquals(plain, faded.withEffect(null));
        assertEquals(faded.withTarget("title").effect(), faded.effect());
    }

    @Test
    void aFileCannotSayNotANumber() {
        String text = "{\"format\":\"stagestack\",\"version\":1,\"name\":\"\",\"initial\":\"a\","
                + "\"states\":[{\"id\":\"a\"}],\"transitions\":[{\"id\":\"t\",\"from\":\"a\","
                + "\"trigger\":{\"type\":\"key\",\"key\":\"A\"},\"actions\":[{\"op\":\"pop\","
                + "\"effect\":{\"kind\":\"fade\",\"seconds\":NaN}}]}]}";

        List<Problem> problems = GraphCodec.read("nan.stagestack.json", text).problems();

        assertEquals(
                List.of(ProblemCodes.MALFORMED_JSON),
                problems.stream().map(Problem::code).toList());
    }
}
