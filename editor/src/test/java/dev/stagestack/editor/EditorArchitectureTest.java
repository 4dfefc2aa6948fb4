package dev.stagestack.editor;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.stagestack.runtime.fx.PlayerController;
import dev.stagestack.runtime.fx.PlayerView;
import dev.stagestack.runtime.fx.model.ChainSnapshot;
import dev.stagestack.runtime.fx.model.EntryRef;
import dev.stagestack.runtime.fx.model.LogLine;
import dev.stagestack.runtime.fx.model.PlayerListener;
import dev.stagestack.runtime.fx.model.PlayerSession;
import dev.stagestack.runtime.fx.model.ShortcutText;
import dev.stagestack.runtime.fx.model.TickSnapshot;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import org.junit.jupiter.api.Test;

/** The editor's layering: what it may use of the runtime, and which classes stay free of the toolkit. */
class EditorArchitectureTest {

    private final JavaClasses editor = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.stagestack.editor");

    /**
     * What the runtime offers an embedding tool: the player, its session with the snapshots it hands
     * out and its listener types, the behaviour registry the player is built with, and the CLI.
     */
    private static final DescribedPredicate<JavaClass> PLAYER_API = belongToAnyOf(PlayerController.class,
            PlayerView.class, PlayerSession.class, TickSnapshot.class, ChainSnapshot.class, PlayerListener.class,
            EntryRef.class, LogLine.class, ShortcutText.class, BehaviorRegistry.class).or(resideInAPackage("dev.stagestack.runtime.cli.."))
            .as("the player's public API or the CLI");

    @Test
    void theEditorUsesTheRuntimeOnlyThroughThePlayersPublicApiAndTheCli() {
        noClasses().should().dependOnClassesThat(resideInAPackage("dev.stagestack.runtime..").and(not(PLAYER_API))
                        .as("runtime internals"))
                .because("the engine, interpreter, trace and clock are the player's business, not the editor's")
                .check(editor);
    }

    @Test
    void viewModelClassesDoNotTouchControls() {
        noClasses().that().resideInAPackage("dev.stagestack.editor.command..")
                .or().belongToAnyOf(EditorDocument.class, Selection.class, GraphEdits.class, GraphFragment.class,
                        StackInsight.class, MermaidExport.class, SvgExport.class, RecoveryStore.class)
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene.control..", "javafx.stage..")
                .because("the document and its commands are tested without a window and drive every view")
                .check(editor);
    }

    @Test
    void commandsAndExportsDrawNothing() {
        noClasses().that().resideInAPackage("dev.stagestack.editor.command..")
                .or().belongToAnyOf(MermaidExport.class, SvgExport.class, GraphFragment.class, StackInsight.class)
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..",
                        "javafx.application..")
                .because("they may offer observable properties, but never nodes, windows or the FX thread")
                .check(editor);
    }

    @Test
    void theCanvasGeometryIsPure() {
        noClasses().that().haveSimpleNameStartingWith("Edge").and().resideInAPackage("dev.stagestack.editor.canvas")
                .or().haveSimpleName("Curve").or().haveSimpleName("LabelBox").or().haveSimpleName("LabelPlacement")
                .or().haveSimpleName("StateBox")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..")
                .because("edge routing and label placement are shared with the SVG export and tested in plain JUnit")
                .check(editor);
    }

    @Test
    void theDocumentLayerDoesNotKnowTheWindowOrThePanels() {
        noClasses().that().resideInAPackage("dev.stagestack.editor.command..")
                .or().belongToAnyOf(EditorDocument.class, Selection.class, GraphEdits.class)
                .should().dependOnClassesThat().resideInAnyPackage("dev.stagestack.editor.canvas..",
                        "dev.stagestack.editor.panel..")
                .orShould().dependOnClassesThat().belongToAnyOf(EditorWindow.class)
                .check(editor);
    }
}
