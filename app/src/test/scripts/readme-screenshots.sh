#!/usr/bin/env bash
# Takes again every screenshot the README shows (app/docs/*.png) from the current build, at 1024x768,
# in the themes and languages the README names. Needs a display: run it under
#   xvfb-run -a -s "-screen 0 1024x768x24" app/src/test/scripts/readme-screenshots.sh
# from the checkout's root. Stops at the first screenshot that fails, saying which.
set -euo pipefail
mvn -B -q -o -pl app test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
CP=app/target/classes:app/target/test-classes:$(cat app/target/cp.txt)
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
shot() {
  for a in "$@"; do case $a in *.png) echo "screenshot: $a" >&2 ;; esac; done
  java -Dtutor.home="$home" -cp "$CP" "$@"
}
shot tutor.ui.ScreenshotTool app/docs/tutor-1024x768.png 1024 768 light rent-complete-group 1
shot tutor.ui.ScreenshotTool app/docs/tutor-dark.png 1024 768 dark bankruptcy-creditor-lifts 2
shot tutor.ui.ScreenshotTool app/docs/tutor-projector.png 1024 768 projector rent-complete-group 1
shot tutor.ui.ScreenshotTool app/docs/tutor-dispute-desk.png 1024 768 light dispute-double-rent-mortgaged 1 compare
shot tutor.ui.ScreenshotTool app/docs/tutor-junior.png 1024 768 light junior-railway-fireworks 1
shot tutor.ui.editor.EditorScreenshot app/docs/editor-1024x768.png 1024 768 light sound
shot tutor.ui.editor.EditorScreenshot app/docs/editor-problem.png 1024 768 dark broken
shot tutor.ui.editor.EditorScreenshot app/docs/editor-asked.png 1024 768 light asked
shot tutor.ui.editor.EditorScreenshot app/docs/editor-arrived.png 1024 768 light arrived-asked
shot -Dlanguage=fr tutor.ui.editor.EditorScreenshot app/docs/editor-projector-fr.png 1024 768 projector arrived
shot -Dlanguage=ru tutor.ui.editor.EditorScreenshot app/docs/editor-ru.png 1024 768 light arrived
shot tutor.ui.lesson.LessonScreenshot app/docs/lessons-shelf-1024x768.png 1024 768 light
shot -Dlanguage=fr tutor.ui.lesson.LessonScreenshot app/docs/lessons-shelf-fr.png 1024 768 projector
shot tutor.ui.lesson.LessonScreenshot app/docs/lessons-present-projector.png 1024 768 projector leaving-jail present 3
shot -Dlanguage=fr -Dlearner=Ann tutor.ui.lesson.LessonScreenshot app/docs/lessons-practise-fr.png 1024 768 light leaving-jail practise 2
shot -Dlanguage=ru tutor.ui.lesson.LessonScreenshot app/docs/lessons-present-projector-ru.png 1024 768 projector leaving-jail present 2
shot tutor.ui.budget.BudgetScreenshot app/docs/budget-projector.png 1024 768 Returns projector classic 0 en
shot tutor.ui.ScreenshotTool app/docs/tutor-fr.png 1024 768 light cards-go-then-jail 3 "" fr
shot tutor.ui.ScreenshotTool app/docs/tutor-projector-fr.png 1024 768 projector cards-go-then-jail 3 "" fr
shot tutor.ui.ScreenshotTool app/docs/tutor-ru.png 1024 768 light chairman-at-a-table-of-ten 2 "" ru
shot tutor.ui.ScreenshotTool app/docs/tutor-projector-ru.png 1024 768 projector chairman-at-a-table-of-ten 2 "" ru
shot tutor.ui.budget.BudgetScreenshot app/docs/budget-fr.png 1024 768 returns light fr-classic 0 fr
shot tutor.ui.budget.BudgetScreenshot app/docs/budget-ru.png 1024 768 "Run games" projector ru-classic 200 ru
shot tutor.ui.play.PlayScreenshots app/docs/play-game-1024x768.png 1024 768 light game
shot tutor.ui.play.PlayScreenshots app/docs/play-game-dark.png 1024 768 dark game
shot tutor.ui.play.PlayScreenshots app/docs/play-game-projector.png 1024 768 projector game
shot tutor.ui.practise.PractiseScreenshot app/docs/practise-1024x768.png 1024 768 light en
