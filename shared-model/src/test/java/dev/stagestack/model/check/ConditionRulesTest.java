package dev.stagestack.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.Variable;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Validation of variables, groups, global transitions and guards on graphs built in code. */
class ConditionRulesTest {

    private static final StateDef MENU =
            StateDef.builder("menu").groups(List.of("menus")).build();
    private static final StateDef GAME = StateDef.of("game");

    private static Graph graph(List<Variable> variables, Transition... transitions) {
        return new Graph("g", "menu", 60, List.of(MENU, GAME), List.of(transitions), variables);
    }

    private static Transition from(String from, Action... actions) {
        return Transition.of("t", from, Trigger.key("A"), List.of(actions));
    }

    private static List<String> messages(Graph g) {
        return GraphChecker.check(g).stream()
                .map(p -> p.code() + " " + p.path() + ": " + p.message())
                .toList();
    }

    @Test
    void everyStateAndEveryGroupAreSoundOrigins() {
        Graph g = graph(
                List.of(Variable.bool("seen", false)),
                from("*", Action.set("seen", true)),
                from("@menus", Action.push("game")).withId("u").withWhen("seen && depth < 3"),
                from("game", Action.pop()).withId("v").withOnce(true));

        assertEquals(List.of(), GraphChecker.errors(g));
    }

    @Test
    void boundsAndValuesFromCodeAreCheckedAsInAFile() {
        Graph g = graph(
                List.of(Variable.integer("n", 5, 2, 3), Variable.integer("m", 0, 2_000_000_000L, 0)),
                from("menu", Action.set("m", 7L), Action.add("m", 5_000_000_000L), Action.add("n", 1)));

        assertEquals(
                List.of(
                        "value-range variables[0].max: max 2 is below min 5",
                        "value-range variables[1].max: expected a whole number from -1000000000 to 1000000000,"
                                + " found 2000000000",
                        "value-range transitions[0].actions[1].value: expected a whole number from -1000000000 to"
                                + " 1000000000, found 5000000000"),
                messages(g));
    }

    @Test
    void aSoundOnAGroupTransitionMustBeDeclaredByEveryStateItLeaves() {
        StateDef loud = MENU.withAssets(new StateAssets(Map.of(), Map.of("click", "click.wav"), null));
        StateDef quiet = StateDef.builder("options").groups(List.of("menus")).build();
        Transition t = from("@menus", Action.pop()).withSound("click");
        Graph g = new Graph("g", "menu", 60, List.of(loud, quiet), List.of(t), List.of());

        assertEquals(
                List.of("unknown-sound transitions[0].sound: state \"options\", which this transition leaves,"
                        + " declares no sound \"click\""),
                messages(g));
    }

    @Test
    void aGuardOfLiteralsAloneIsWarnedAbout() {
        Graph g = graph(
                List.of(),
                from("menu", Action.push("game")).withWhen("1 + 1 > 3"),
                from("game", Action.pop()).withId("u").withWhen("true || false"));

        List<Problem> warnings = GraphChecker.check(g).stream()
                .filter(p -> p.code().equals(ConditionWarnings.CONSTANT_GUARD))
                .toList();
        assertEquals(2, warnings.size(), warnings::toString);
        assertEquals(
                "the guard of transition \"t\" is always false, so the transition never fires",
                warnings.get(0).message());
        assertEquals(
                "the guard of transition \"u\" is always true; it can be left out",
                warnings.get(1).message());
    }

    @Test
    void aVariableNoGuardReadsIsWarnedAboutOnlyWhenNoCodeCouldReadIt() {
        Transition t =
                from("menu", Action.set("written", true), Action.push("game")).withWhen("readByGuard");
        List<Variable> variables = List.of(Variable.bool("written", false), Variable.bool("readByGuard", true));
        Graph g = graph(variables, t, from("game", Action.pop()).withId("u"));
        Graph withCode =
                g.withStates(List.of(MENU, GAME.toBuilder().behavior("game").build()));

        assertEquals(
                List.of("unused-variable variables[0].id: variable \"written\" is never read: no guard reads it and"
                        + " no state has code that could"),
                messages(g).stream()
                        .filter(m -> m.startsWith("unused-variable"))
                        .toList());
        assertEquals(
                List.of(),
                messages(withCode).stream()
                        .filter(m -> m.startsWith("unused-variable"))
                        .toList());
    }

    @Test
    void anyKeyOnceAndWhenAreFineOnLifecycleTriggersToo() {
        Transition onEnter = Transition.builder("t", "menu", Trigger.on(TriggerType.ENTER))
                .actions(List.of(Action.push("game")))
                .when("visits(menu) == 1")
                .once(true)
                .build();
        Transition anyKey = Transition.builder("u", "game", new Trigger(TriggerType.ANY_KEY, null, 0))
                .actions(List.of(Action.pop()))
                .build();

        assertEquals(List.of(), GraphChecker.errors(graph(List.of(), onEnter, anyKey)));
    }
}
