package dev.stagestack.tools.export;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.Variable;
import dev.stagestack.model.check.RandomGuardedGraphs;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.ScriptEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Graphs with the features of docs/semantics.md §21 for the differential tests: hand-written ones that
 * use each of them on purpose (variables with set, add and reset, guards over variables, {@code onStack},
 * {@code depth}, {@code count} and {@code visits}, guards on lifecycle triggers and timers, groups,
 * {@code *}, anyKey, once), and generated ones.
 */
final class GuardedCases {
    static final Trigger ANY_KEY = new Trigger(TriggerType.ANY_KEY, null, 0);

    private GuardedCases() {}

    /**
     * A menu flow without timers: a save flag that enables Continue, lives that saturate, coins a
     * resume trigger earns under a guard, a shop left on any key, menus in a group with Back and
     * help, pause and quit from every state, and a pause that pops itself on enter when too deep.
     */
    static Graph saveMenu() {
        List<StateDef> states = List.of(
                StateDef.builder("title").groups(List.of("menus")).build(),
                StateDef.of("world"),
                StateDef.builder("pause").groups(List.of("menus")).build(),
                StateDef.builder("help").groups(List.of("menus")).build(),
                StateDef.builder("shop").groups(List.of("menus")).build());
        List<Transition> transitions = List.of(
                guarded("continue", "title", Trigger.button("Continue"), "hasSave", Action.replace("world")),
                Transition.of(
                        "new-game",
                        "title",
                        Trigger.button("New game"),
                        List.of(Action.reset("lives"), Action.set("hasSave", false), Action.replace("world"))),
                guarded(
                        "last-life",
                        "world",
                        Trigger.key("D"),
                        "lives == 1",
                        Action.add("lives", -1),
                        Action.replace("title")),
                Transition.of("hurt", "world", Trigger.key("D"), List.of(Action.add("lives", -1))),
                Transition.of("open-pause", "world", Trigger.key("ESCAPE"), List.of(Action.push("pause"))),
                Transition.of("heal", "world", Trigger.key("U"), List.of(Action.add("lives", 5))),
                guarded(
                        "earn",
                        "world",
                        Trigger.on(TriggerType.RESUME),
                        "coins < 2 && !onStack(shop)",
                        Action.add("coins", 1)),
                guarded("open-shop", "world", Trigger.button("Shop"), "coins >= 1", Action.push("shop")),
                Transition.of("save", "pause", Trigger.key("S"), List.of(Action.set("hasSave", true))),
                Transition.of("close-pause", "pause", Trigger.key("ESCAPE"), List.of(Action.pop())),
                guarded("too-deep", "pause", Trigger.on(TriggerType.ENTER), "depth > 2", Action.pop()),
                guarded("buy", "shop", Trigger.key("B"), "coins > 0", Action.add("coins", -1)),
                guarded("leave-shop", "shop", ANY_KEY, "count(world) == 1", Action.pop()),
                guarded("back", "@menus", Trigger.button("Back"), "depth > 1", Action.pop()),
                guarded("help", "@menus", Trigger.key("H"), "!onStack(help)", Action.push("help")),
                Transition.of("close-help", "help", Trigger.key("H"), List.of(Action.pop(), Action.add("coins", 1))),
                Transition.of("any-closes-help", "help", ANY_KEY, List.of(Action.pop())),
                Transition.of("pause-anywhere", "*", Trigger.key("P"), List.of(Action.push("pause"))),
                guarded(
                        "quit-when-dead",
                        "*",
                        Trigger.key("Q"),
                        "lives == 0 || !hasSave && depth == 1",
                        Action.quit()));
        return new Graph(
                "save menu",
                "title",
                30,
                states,
                transitions,
                List.of(
                        Variable.bool("hasSave", false),
                        Variable.integer("lives", 0, 3, 2),
                        Variable.integer("coins", 0, 2, 0)));
    }

    /** The script of {@link #saveMenu()} that walks through each of its transitions. */
    static List<ScriptEvent> saveMenuWalk() {
        String[] steps = {
            "button Continue",
            "button New game",
            "key ESCAPE",
            "key S",
            "key H",
            "key X",
            "key P",
            "key P",
            "key ESCAPE",
            "key ESCAPE",
            "button Shop",
            "key ESCAPE",
            "key ESCAPE",
            "button Shop",
            "key B",
            "key B",
            "key Z",
            "key D",
            "key U",
            "key D",
            "key D",
            "key D",
            "key D",
            "key H",
            "key H",
            "button Back",
            "button Continue",
            "key P",
            "key S",
            "key ESCAPE",
            "key D",
            "key D",
            "key Q"
        };
        List<ScriptEvent> events = new ArrayList<>();
        for (int i = 0; i < steps.length; i++) {
            events.add(new ScriptEvent(2L + 2L * i, event(steps[i]), 0));
        }
        return events;
    }

    /**
     * Timers under guards: a splash whose two timers of one threshold both fire when the first's
     * change makes the second's guard hold, a level timer that restarts its state (a re-entry with new
     * values), a group's timer, anyKey on a game-over screen, restart from every state.
     */
    static Graph timedLevels() {
        List<StateDef> states = List.of(
                StateDef.of("splash"),
                StateDef.builder("title").groups(List.of("menus")).build(),
                StateDef.of("game"),
                StateDef.builder("over").groups(List.of("menus")).build());
        List<Transition> transitions = List.of(
                guarded(
                        "first-splash",
                        "splash",
                        Trigger.timer(0.5),
                        "!seen",
                        Action.set("seen", true),
                        Action.replace("title")),
                guarded("later-splash", "splash", Trigger.timer(0.5), "seen", Action.replace("game")),
                Transition.of("start", "title", Trigger.key("ENTER"), List.of(Action.replace("game"))),
                guarded("level-up", "game", Trigger.timer(1), "level < 3", Action.add("level", 1), Action.restart()),
                guarded("game-over", "game", Trigger.timer(1), "level == 3", Action.replace("over")),
                guarded(
                        "again",
                        "over",
                        ANY_KEY,
                        "onStack(over)",
                        Action.reset("level"),
                        Action.clear(),
                        Action.push("title")),
                Transition.of("splash-again", "@menus", Trigger.timer(2), List.of(Action.push("splash"))),
                Transition.of("restart", "*", Trigger.key("R"), List.of(Action.restart())),
                guarded("forget", "over", Trigger.on(TriggerType.ENTER), "depth == 1", Action.set("seen", false)));
        return new Graph(
                "timed levels",
                "splash",
                20,
                states,
                transitions,
                List.of(Variable.bool("seen", false), Variable.integer("level", 1, 3, 1)));
    }

    private static Transition guarded(String id, String from, Trigger trigger, String when, Action... actions) {
        return Transition.builder(id, from, trigger)
                .when(when)
                .actions(List.of(actions))
                .build();
    }

    private static InputEvent event(String text) {
        String name = text.substring(text.indexOf(' ') + 1);
        return text.startsWith("key ") ? InputEvent.key(name) : InputEvent.button(name);
    }

    /**
     * The guarded graph of shared-model's generator for {@code seed}: variables, guards over them, the
     * stack and {@code visits}, groups, {@code *}, anyKey, {@code once}, timers, lifecycle triggers.
     */
    static Graph sharedModelGuarded(long seed) {
        return RandomGuardedGraphs.generate(seed, 5, 10);
    }

    /**
     * Once and visits on purpose: a tip shown on title's first A (every later A opens the bag), a
     * secret behind two visits of the intro, a help a group's H opens once per entry, a resume trigger
     * that pays once per entry, restart from every state (which clears what an entry spent), and a
     * guard comparing visits with a variable.
     */
    static Graph onceAndVisits() {
        List<StateDef> states = List.of(
                StateDef.builder("title").groups(List.of("menus")).build(),
                StateDef.of("tip"),
                StateDef.of("bag"),
                StateDef.builder("intro").groups(List.of("menus")).build(),
                StateDef.of("secret"),
                StateDef.of("help"));
        List<Transition> transitions = List.of(
                once("show-tip", "title", Trigger.key("A"), Action.push("tip")),
                Transition.of("open-bag", "title", Trigger.key("A"), List.of(Action.push("bag"))),
                Transition.of("open-intro", "title", Trigger.key("I"), List.of(Action.push("intro"))),
                guarded("open-secret", "title", Trigger.key("S"), "visits(intro) >= 2", Action.push("secret")),
                guarded("deep-secret", "intro", Trigger.key("S"), "visits(intro) > coins", Action.push("secret")),
                once("pay", "title", Trigger.on(TriggerType.RESUME), Action.add("coins", 1)),
                once("help", "@menus", Trigger.key("H"), Action.push("help")),
                guarded("close", "*", Trigger.key("ESCAPE"), "depth > 1", Action.pop()),
                Transition.of("restart", "*", Trigger.key("R"), List.of(Action.restart())));
        return new Graph(
                "once and visits", "title", 30, states, transitions, List.of(Variable.integer("coins", 0, 3, 0)));
    }

    private static Transition once(String id, String from, Trigger trigger, Action action) {
        return Transition.builder(id, from, trigger)
                .once(true)
                .actions(List.of(action))
                .build();
    }

    /** Events at random ticks, at most one a tick: the graph's keys A and B, button Go, a key it never names. */
    static List<ScriptEvent> sharedModelScript(Random random, int ticks) {
        List<InputEvent> inputs =
                List.of(InputEvent.key("A"), InputEvent.key("B"), InputEvent.button("Go"), InputEvent.key("Z"));
        List<ScriptEvent> events = new ArrayList<>();
        for (int tick = 1; tick < ticks; tick++) {
            if (random.nextInt(3) == 0) {
                events.add(new ScriptEvent(tick, inputs.get(random.nextInt(inputs.size())), 0));
            }
        }
        return events;
    }

    private static final List<String> GUARDS = List.of(
            "hasSave",
            "!hasSave",
            "lives > 1",
            "lives == 0 || hasSave",
            "!onStack(world.map)",
            "depth < 3",
            "count(title) == 1 && lives >= 2");

    /** {@code graph} with two variables, guards on some transitions and variable actions on others. */
    static Graph guarded(Graph graph, Random random) {
        List<Transition> transitions = new ArrayList<>();
        for (Transition t : graph.transitions()) {
            if (random.nextInt(3) == 0) {
                t = t.withWhen(GUARDS.get(random.nextInt(GUARDS.size())));
            }
            if (random.nextInt(3) == 0) {
                List<Action> actions = new ArrayList<>(t.actions());
                actions.add(
                        random.nextInt(actions.size() + 1),
                        switch (random.nextInt(4)) {
                            case 0 -> Action.set("hasSave", random.nextBoolean());
                            case 1 -> Action.add("lives", random.nextBoolean() ? 1 : -1);
                            case 2 -> Action.reset("lives");
                            default -> Action.set("lives", random.nextInt(4));
                        });
                t = t.withActions(actions);
            }
            transitions.add(t);
        }
        return graph.withTransitions(transitions)
                .withVariables(List.of(Variable.bool("hasSave", false), Variable.integer("lives", 0, 3, 2)));
    }

    /** {@code graph} with half its states in group {@code menus} and some transitions from {@code *}, the group, or on anyKey. */
    static Graph global(Graph graph, Random random) {
        List<StateDef> states = graph.states().stream()
                .map(s -> random.nextBoolean() ? s.withGroups(List.of("menus")) : s)
                .toList();
        boolean hasGroup = states.stream().anyMatch(s -> s.inGroup("menus"));
        List<Transition> transitions = new ArrayList<>();
        for (Transition t : graph.transitions()) {
            int r = random.nextInt(10);
            if (r == 0) {
                t = t.withFrom(Transition.ANY_STATE);
            } else if (r == 1 && hasGroup) {
                t = t.withFrom(Transition.GROUP_PREFIX + "menus");
            } else if (r == 2 && t.trigger().type().isInput()) {
                t = t.withTrigger(ANY_KEY);
            }
            transitions.add(t);
        }
        return graph.withStates(states).withTransitions(transitions);
    }
}
