// Issue 9, item 13: a TextEditor showing 1 MB of text, as one line, as short
// lines and mixed, against a plain GtkTextView given the same text with
// gtk_text_buffer_set_text. Each sample runs from setting the text (the
// editor empty and painted before) to the window's next painted frame
// (after-paint), when GtkTextView has laid out what is on screen; programs
// alternate sample by sample. Medians of wall time and of the main thread's
// CPU time, and their ratios; JSON to $GTKHOOKS_BENCH_DIR/TextEditorBenchmark.json.
//
// Plain GTK_WRAP_WORD_CHAR is quadratic in a paragraph's longest unbroken
// run (20,000 characters took 16 s), so the plain program runs it only on
// texts without long runs, plus the 20,000-character line.

import BenchmarkMeasures
import Foundation
import Gtk
import GtkHooks

struct Case {
    let name: String
    let text: String
    let wrap: TextWrap
    let plain: Bool
}

let rounds = 5
let texts = Dictionary(uniqueKeysWithValues: TextShape.allCases.map { ($0, $0.text) })
var cases: [Case] = []
for shape in TextShape.allCases {
    for wrap in [TextWrap.word, .none, .wordOrCharacter] {
        let plain = wrap != .wordOrCharacter || shape == .shortLines
        cases.append(
            Case(name: "\(shape.rawValue), \(wrap)", text: texts[shape]!, wrap: wrap, plain: plain))
    }
}
cases.append(
    Case(
        name: "20,000 chars, one line, wordOrCharacter", text: base64(20_000),
        wrap: .wordOrCharacter, plain: true))

var wall: [String: [String: [Double]]] = ["hooks": [:], "plain": [:]]
var cpu: [String: [String: [Double]]] = ["hooks": [:], "plain": [:]]

@MainActor func sample(_ program: EditorProgram, name: String, _ test: Case) async {
    program.show("", wrap: test.wrap)
    await nextPaintedFrame(of: program.window)
    await nextPaintedFrame(of: program.window)
    try? await Task.sleep(for: .milliseconds(25))
    let start = ContinuousClock.now
    let startCPU = threadCPUMilliseconds()
    program.show(test.text, wrap: test.wrap)
    await nextPaintedFrame(of: program.window)
    wall[name]![test.name, default: []].append(elapsed(since: start))
    cpu[name]![test.name, default: []].append(threadCPUMilliseconds() - startCPU)
}

let status = Application.run(isUnique: false, arguments: [CommandLine.arguments[0]]) {
    application in
    application.hold()
    Task {
        let programs: [(String, EditorProgram)] = [
            ("hooks", HooksEditor(application: application)),
            ("plain", PlainEditor(application: application)),
        ]
        for program in programs { await nextPaintedFrame(of: program.1.window) }
        for test in cases {
            for round in 0..<rounds {
                for (name, program) in round % 2 == 0 ? programs : programs.reversed()
                where name == "hooks" || test.plain {
                    await sample(program, name: name, test)
                }
            }
            // Empty both, so no layout left in idle runs into the next case.
            for (_, program) in programs {
                program.show("", wrap: .none)
                await nextPaintedFrame(of: program.window)
            }
        }
        for (_, program) in programs { program.close() }
        application.release()
        application.quit()
    }
}

print(
    "TextEditor: set text -> painted frame, medians of \(rounds) samples (wall ms; main-thread CPU ms)"
)
print(
    "text, wrap".padding(toLength: 44, withPad: " ", startingAt: 0),
    "   GtkHooks        plain GtkTextView    ratio")
var report: [String: Any] = ["rounds": rounds]
for test in cases {
    let hooks = median(wall["hooks"]![test.name] ?? [])
    let hooksCPU = median(cpu["hooks"]![test.name] ?? [])
    var entry: [String: Any] = ["hooksMs": hooks, "hooksCPUMs": hooksCPU]
    var line =
        test.name.padding(toLength: 44, withPad: " ", startingAt: 0)
        + String(format: "%8.1f (%7.1f)", hooks, hooksCPU)
    if test.plain {
        let plain = median(wall["plain"]![test.name] ?? [])
        let plainCPU = median(cpu["plain"]![test.name] ?? [])
        line += String(format: " %9.1f (%8.1f) %8.3f", plain, plainCPU, hooks / plain)
        entry["plainMs"] = plain
        entry["plainCPUMs"] = plainCPU
        entry["ratio"] = hooks / plain
    } else {
        line += "   not run: quadratic in plain GTK"
    }
    print(line)
    report[test.name] = entry
}
try writeBenchmarkReport(report, named: "TextEditorBenchmark")
exit(status)
