package dev.stagestack.editor.core;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;

/**
 * What the features put into the window: menu items, toolbar buttons, status bar items, side tabs,
 * the panel below the canvas and what they do to the scene. The window reads them once to build itself.
 */
public final class Contributions {
    private final Map<MenuPlace, List<MenuItem>> menuItems = new EnumMap<>(MenuPlace.class);
    private final Map<ToolPlace, List<Node>> tools = new EnumMap<>(ToolPlace.class);
    private final List<Node> statusItems = new ArrayList<>();
    private final List<Tab> sideTabs = new ArrayList<>();
    private final List<Node> belowCanvas = new ArrayList<>();
    private final List<Consumer<Scene>> sceneSetups = new ArrayList<>();

    public void addMenuItems(MenuPlace place, MenuItem... items) {
        menuItems.computeIfAbsent(place, p -> new ArrayList<>()).addAll(List.of(items));
    }

    public void addTools(ToolPlace place, Node... buttons) {
        tools.computeIfAbsent(place, p -> new ArrayList<>()).addAll(List.of(buttons));
    }

    /** An item at the right end of the status bar, after those contributed before it. */
    public void addStatusItem(Node item) {
        statusItems.add(item);
    }

    /** A tab of the side panel, after those contributed before it. */
    public void addSideTab(Tab tab) {
        sideTabs.add(tab);
    }

    /** A panel below the canvas and the side panel (the problems list). */
    public void addBelowCanvas(Node panel) {
        belowCanvas.add(panel);
    }

    /** Something to do to the window's scene once it is made (a drop target, key handling). */
    public void onScene(Consumer<Scene> setup) {
        sceneSetups.add(setup);
    }

    public List<MenuItem> menuItems(MenuPlace place) {
        return menuItems.getOrDefault(place, List.of());
    }

    public List<Node> tools(ToolPlace place) {
        return tools.getOrDefault(place, List.of());
    }

    public List<Node> statusItems() {
        return statusItems;
    }

    public List<Tab> sideTabs() {
        return sideTabs;
    }

    public List<Node> belowCanvas() {
        return belowCanvas;
    }

    /** Runs every scene setup on {@code scene}. */
    public void setUp(Scene scene) {
        sceneSetups.forEach(setup -> setup.accept(scene));
    }
}
