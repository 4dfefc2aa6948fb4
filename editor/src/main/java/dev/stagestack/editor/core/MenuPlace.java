package dev.stagestack.editor.core;

/**
 * Where in the menu bar a contributed item goes: places of one menu follow each other in this order,
 * a separator between them; items in one place stand in the order they were contributed.
 */
public enum MenuPlace {
    FILE_OPEN("File"),
    FILE_SAVE("File"),
    FILE_EXPORT("File"),
    FILE_QUIT("File"),
    EDIT_HISTORY("Edit"),
    EDIT_CLIPBOARD("Edit"),
    EDIT_STATES("Edit"),
    VIEW_ZOOM("View"),
    VIEW_OPTIONS("View"),
    ARRANGE("Arrange"),
    ARRANGE_LAYOUT("Arrange"),
    RUN("Run"),
    HELP("Help");

    private final String menu;

    MenuPlace(String menu) {
        this.menu = menu;
    }

    /** The menu's title. */
    public String menu() {
        return menu;
    }
}
