package dev.stagestack.editor.document;

import dev.stagestack.editor.command.AddElementsCommand;
import dev.stagestack.editor.command.Command;
import dev.stagestack.editor.command.CompositeCommand;
import dev.stagestack.editor.command.Position;
import dev.stagestack.editor.command.RemoveElementsCommand;
import dev.stagestack.editor.command.ReplaceStateCommand;
import dev.stagestack.editor.command.ReplaceTransitionCommand;
import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The editing operations behind the menus, toolbar and gestures, as commands on the document.
 * Toolkit-free: the view calls these, tests call them directly.
 */
public final class GraphEdits {
    private final EditorDocument document;

    private final NewEdgeTriggers newEdgeTriggers = new NewEdgeTriggers();

    public GraphEdits(EditorDocument document) {
        this.document = document;
        document.graphProperty().addListener((o, was, is) -> newEdgeTriggers.noticeEdits(was, is));
    }

    /**
     * Ids this editor made and the designer never set by hand: a new state's ({@code state-3}) and
     * the ones its names then gave it. Such an id follows the state's name; any other id — one read
     * from a file (game code may name it), or typed in the inspector — stays as it is.
     */
    private final Set<String> automaticIds = new HashSet<>();

    /**
     * A graph was opened: its ids are the file's and stay as they are, unless the editor made the
     * graph itself a moment ago ({@code madeHere}: a new graph's starting state follows its name).
     */
    public void graphOpened(boolean madeHere) {
        automaticIds.clear();
        if (madeHere) {
            document.graph().states().forEach(state -> automaticIds.add(state.id()));
        }
    }

    /** Adds a new state with its top-left corner at the point and selects it. */
    public Optional<String> addStateAt(double x, double y) {
        StateDef state = newStateAt(x, y);
        if (!document.execute(AddElementsCommand.state(state))) {
            return Optional.empty();
        }
        automaticIds.add(state.id());
        document.selection().select(ElementRef.state(state.id()));
        return Optional.of(state.id());
    }

    /**
     * Adds a new state with its top-left corner at the point and a push of it from {@code from}, in
     * one undoable step (an edge drawn to empty space); selects the new state and returns its id.
     */
    public Optional<String> pushNewStateAt(String from, double x, double y) {
        if (document.graph().state(from).isEmpty()) {
            return Optional.empty();
        }
        StateDef state = newStateAt(x, y);
        Transition push = Transition.of(
                UniqueIds.appended(edgeIdBase(from, Action.push(state.id())), transitionIds(document.graph())),
                from,
                newEdgeTriggers.forEdge(document.graph(), from, ActionOp.PUSH, state.name()),
                List.of(Action.push(state.id())));
        if (!document.execute(new AddElementsCommand(
                "Add " + state.name() + " pushed from " + from, List.of(state), List.of(push)))) {
            return Optional.empty();
        }
        automaticIds.add(state.id());
        document.selection().select(ElementRef.state(state.id()));
        return Optional.of(state.id());
    }

    /**
     * The transitions the editor made for a state it made, following the state's new name and id: a
     * button labelled after it ("New state", on the edge drawn to it from empty space) takes the new
     * name, and an id the editor made from the state's id ({@code world-to-state-4}) the new id
     * ({@code world-to-boss}); buttons and ids the designer set keep theirs.
     */
    private List<Command> followingTransitions(StateDef state, String name, String newId) {
        List<Command> follow = new java.util.ArrayList<>();
        Set<String> taken = transitionIds(document.graph());
        for (Transition t : document.graph().transitions()) {
            Transition updated = t;
            boolean pushesIt = t.actions().stream().anyMatch(a -> state.id().equals(a.target()));
            if (pushesIt && t.trigger().equals(Trigger.button(state.name()))) {
                updated = updated.withTrigger(Trigger.button(name));
            }
            String followed = followedId(t, state.id(), newId, taken);
            if (!followed.equals(t.id())) {
                taken.remove(t.id());
                taken.add(followed);
                updated = updated.withId(followed);
            }
            if (updated != t) {
                follow.add(new ReplaceTransitionCommand(t, updated));
            }
        }
        return follow;
    }

    /** {@code t}'s id with {@code oldId} replaced by {@code newId} when the editor made it ({@link #edgeIdBase}); else its id. */
    private static String followedId(Transition t, String oldId, String newId, Set<String> taken) {
        if (t.actions().isEmpty()) {
            return t.id();
        }
        String base = edgeIdBase(t.from(), t.actions().get(0));
        boolean made = t.id().equals(base) || t.id().matches(java.util.regex.Pattern.quote(base) + "-\\d+");
        boolean names =
                t.from().equals(oldId) || oldId.equals(t.actions().get(0).target());
        if (!made || !names) {
            return t.id();
        }
        Set<String> others = new HashSet<>(taken);
        others.remove(t.id());
        String from = t.from().equals(oldId) ? newId : t.from();
        Action first = t.actions().get(0);
        String target = oldId.equals(first.target()) ? newId : first.target();
        return UniqueIds.appended(edgeIdBase(from, first.withTarget(target)), others);
    }

    /** The id the editor gives an edge it makes, before it is made unique: {@code world-to-boss}, {@code pause-to-pop}. */
    private static String edgeIdBase(String from, Action action) {
        String source = from.equals(Transition.ANY_STATE)
                ? "any"
                : from.startsWith(Transition.GROUP_PREFIX) ? from.substring(1) : from;
        return source + "-to-" + (action.target() == null ? action.op().jsonName() : action.target());
    }

    private StateDef newStateAt(double x, double y) {
        String id = UniqueIds.next("state-" + (document.graph().states().size() + 1), namedIds(document.graph()));
        Position at = Position.rounded(x, y);
        return StateDef.of(id).withName("New state").withPosition(at.x(), at.y());
    }

    private static Set<String> transitionIds(Graph graph) {
        Set<String> ids = new HashSet<>();
        graph.transitions().forEach(t -> ids.add(t.id()));
        return ids;
    }

    /**
     * Connects two states: a push of {@code to}, or a restart when {@code from} and {@code to} are the
     * same state, on the trigger new edges take ({@link NewEdgeTriggers}). Selects the new transition.
     */
    public Optional<String> connect(String from, String to) {
        return connect(from, from.equals(to) ? Action.restart() : Action.push(to));
    }

    /** Adds a transition from {@code from} doing {@code action}, on the trigger new edges take; selects it. */
    public Optional<String> connect(String from, Action action) {
        Graph graph = document.graph();
        String id = UniqueIds.appended(edgeIdBase(from, action), transitionIds(graph));
        String targetName = action.target() == null
                ? null
                : graph.state(action.target()).map(StateDef::name).orElse(null);
        Trigger trigger = newEdgeTriggers.forEdge(graph, from, action.op(), targetName);
        Transition t = Transition.of(id, from, trigger, List.of(action));
        if (!document.execute(AddElementsCommand.transition(t))) {
            return Optional.empty();
        }
        document.selection().select(ElementRef.transition(id));
        return Optional.of(id);
    }

    /**
     * Gives the edge just drawn another action, as if it had been drawn so: the drawing step is
     * taken back and done again with {@code action} (one undo step still). Does nothing unless the
     * last step of the history added exactly that transition. Returns the transition's id.
     */
    public Optional<String> redrawLastEdge(String transitionId, Action action) {
        Optional<Transition> drawn = transition(transitionId);
        if (drawn.isEmpty() || !document.undo()) {
            return Optional.empty();
        }
        if (transition(transitionId).isPresent()) {
            document.redo();
            return Optional.empty();
        }
        return connect(drawn.get().from(), action);
    }

    /** Makes {@code action} a transition's only action (its op chosen on the canvas); one undo step. */
    public void setOnlyAction(String transitionId, Action action) {
        transition(transitionId)
                .filter(t -> !t.actions().equals(List.of(action)))
                .ifPresent(t -> document.execute(new ReplaceTransitionCommand(t, t.withActions(List.of(action)))));
    }

    /** Gives a transition a new trigger (inline edit on its label); one undo step. */
    public void setTrigger(String transitionId, Trigger trigger) {
        transition(transitionId)
                .filter(t -> !t.trigger().equals(trigger))
                .ifPresent(t -> document.execute(new ReplaceTransitionCommand(t, t.withTrigger(trigger))));
    }

    private Optional<Transition> transition(String id) {
        return document.graph().transitions().stream()
                .filter(t -> t.id().equals(id))
                .findFirst();
    }

    /** The kind of trigger new edges take now: that of the last trigger the designer set (a key at first). */
    public dev.stagestack.model.TriggerType newEdgeTriggerKind() {
        return newEdgeTriggers.kind();
    }

    /**
     * Deletes the selected states (with every transition that leaves or names them) and transitions;
     * says what went, e.g. "Delete Title and 3 transitions", or empty when nothing was deleted.
     */
    public Optional<String> deleteSelection() {
        Selection selection = document.selection();
        if (selection.isEmpty()) {
            return Optional.empty();
        }
        RemoveElementsCommand delete = new RemoveElementsCommand(selection.stateIds(), selection.transitionIds());
        return document.execute(delete) ? Optional.of(delete.description()) : Optional.empty();
    }

    /**
     * Gives a state a new display name (inline rename); blank names are refused. An id this editor
     * made follows the name, unique ({@code Title} → {@code title}, then {@code title-2}), in the
     * same undoable step, and the state stays selected. Returns the state's id afterwards.
     */
    public String rename(String stateId, String newName) {
        String trimmed = newName == null ? "" : newName.trim();
        return document.graph()
                .state(stateId)
                .filter(s -> !trimmed.isEmpty() && !trimmed.equals(s.name()))
                .map(s -> renameTo(s, trimmed))
                .orElse(stateId);
    }

    /** Renames the state (and its id, when the editor made it); returns its id afterwards. */
    private String renameTo(StateDef state, String name) {
        StateDef renamed = state.withName(name);
        List<Command> parts = new java.util.ArrayList<>();
        if (automaticIds.contains(state.id())) {
            Set<String> taken = namedIds(document.graph());
            taken.remove(state.id());
            renamed = renamed.withId(UniqueIds.next(name.toLowerCase(java.util.Locale.ROOT), taken));
            parts.addAll(followingTransitions(state, name, renamed.id()));
        }
        parts.add(ReplaceStateCommand.edit(state, renamed));
        Command rename = parts.size() == 1
                ? parts.get(0)
                : new CompositeCommand(parts.get(parts.size() - 1).description(), parts);
        boolean selected = document.selection().items().contains(ElementRef.state(state.id()));
        if (document.execute(rename) && !renamed.id().equals(state.id())) {
            automaticIds.add(renamed.id());
            if (selected) {
                document.selection().select(ElementRef.state(renamed.id()));
            }
            return renamed.id();
        }
        return state.id();
    }

    /** Selects every state and transition. */
    public void selectAll() {
        Set<ElementRef> all = new java.util.LinkedHashSet<>();
        document.graph().states().forEach(s -> all.add(ElementRef.state(s.id())));
        document.graph().transitions().forEach(t -> all.add(ElementRef.transition(t.id())));
        document.selection().selectAll(all);
    }

    /**
     * Every state id the graph has or names: a state the editor makes never takes an id a transition
     * or {@code initial} names already (one not made yet, say), which would quietly wire it up.
     */
    private static Set<String> namedIds(Graph graph) {
        Set<String> ids = stateIds(graph);
        ids.add(graph.initial());
        for (Transition t : graph.transitions()) {
            ids.add(t.from());
            t.actions().forEach(a -> {
                if (a.target() != null) {
                    ids.add(a.target());
                }
            });
        }
        return ids;
    }

    static Set<String> stateIds(Graph graph) {
        Set<String> ids = new HashSet<>();
        graph.states().forEach(s -> ids.add(s.id()));
        return ids;
    }
}
