package dev.stagestack.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.CoveredPolicy;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** What a user who calls the stack wrongly is told: what is wrong and what to do (docs/library.md). */
class MisuseMessagesTest {

    private final StateType a = new StateType(0, "a", CoveredPolicy.FREEZE, false);
    private final StateStack stack = new StateStack(List.of(StateBinding.of(a, Behavior.NONE)), StackOptions.at(60));

    @Test
    void anEqualStateTypeThatIsNotTheStacksOwnSaysHowToGetIt() {
        StateType lookalike = new StateType(0, "a", CoveredPolicy.FREEZE, false);

        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> stack.push(lookalike));

        assertEquals(
                "this StateType \"a\" is another instance than the one the stack was built with (states are"
                        + " compared by identity): use that one, or get it with stack.type(\"a\")",
                thrown.getMessage());
        assertEquals(null, stack.staging());
    }

    @Test
    void aStateTheStackDoesNotHaveIsNamedWithTheStatesItHas() {
        StateType other = new StateType(0, "b", CoveredPolicy.FREEZE, false);

        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> stack.popTo(other));

        assertEquals("state \"b\" is not a state of this stack, whose states are: a", thrown.getMessage());
    }

    @Test
    void pushDataThatIsNotJsonNamesTheKeyAndTheAllowedTypes() {
        record P(int x, int y) {}

        IllegalArgumentException thrown = assertThrows(
                IllegalArgumentException.class,
                () -> stack.push(a, Map.of("level", Map.of("xs", List.of(1, new int[] {1, 2})))));

        assertEquals(
                "data level.xs[1]: an int[] is not a JSON value; use String, Boolean, a number, null,"
                        + " List or Map (docs/library.md \"Push data\")",
                thrown.getMessage());
        IllegalArgumentException record =
                assertThrows(IllegalArgumentException.class, () -> stack.push(a, Map.of("spawn", new P(1, 2))));
        assertTrue(
                record.getMessage().startsWith("data spawn: a " + P.class.getTypeName() + " is not a JSON value;"),
                record.getMessage());
        assertEquals(null, stack.staging());
    }

    @Test
    void aDrawFromAnotherThreadSaysItWasADraw() throws Exception {
        stack.push(a);
        stack.commit();

        Throwable refused = CompletableFuture.runAsync(() -> stack.draw(new BlankSurface()))
                .handle((ok, fault) -> fault == null ? null : fault.getCause())
                .get(30, TimeUnit.SECONDS);

        assertTrue(refused instanceof IllegalStateException, String.valueOf(refused));
        assertTrue(refused.getMessage().startsWith("draw from thread \""), refused.getMessage());
        assertTrue(refused.getMessage().contains("a stack is driven by one thread"), refused.getMessage());
    }
}
