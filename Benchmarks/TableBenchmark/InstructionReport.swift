// The table of `TableBenchmark --instructions`, and the same as JSON.

import Foundation

private func millions(_ count: Int) -> String { String(format: "%9.2fM", Double(count) / 1e6) }

private func perRow(_ value: Double?) -> String {
    guard let value else { return String(repeating: " ", count: 10) + "-" }
    return String(format: "%11.0f", value)
}

func printInstructionHeader() {
    print(
        "TableBenchmark --instructions: trigger and pass under callgrind, GtkHooks vs vanilla"
            + " GTK (framework = GtkHooks - vanilla)")
    print(
        "id   operation                 vanilla   GtkHooks  ratio   framework  per touched"
            + "  per unchanged")
    fflush(nil)
}

func printInstructionLine(_ result: InstructionResult) {
    let name = result.operation.name.padding(toLength: 22, withPad: " ", startingAt: 0)
    let spread =
        result.spread > 0
        ? String(format: "  (rounds differ by %.2f %%)", result.spread * 100) : ""
    print(
        "\(result.operation.id)  \(name)\(millions(result.vanilla)) \(millions(result.gtkhooks))"
            + String(format: "  %5.2f", result.ratio) + " \(millions(result.framework))"
            + "  \(perRow(result.perTouchedRow))    \(perRow(result.perUnchangedRow))\(spread)")
    if let store = result.store, let ratio = result.storeRatio {
        // The second program is never part of the headline figures.
        print(
            "     store program, useStore rows".padding(toLength: 38, withPad: " ", startingAt: 0)
                + "\(millions(store))"
                + String(format: "  %5.2f", ratio) + " \(millions(store - result.vanilla))")
    }
    fflush(nil)
}

/// GtkHooks' pass in two phases: before its first commit (dispatch, render,
/// diff: the vanilla handler has no such phase, so all of it is framework)
/// and from it on (the host's calls; beyond the vanilla handler's count, the
/// framework's part of them), per row touched.
func printInstructionPhases(_ results: [InstructionResult]) {
    let split = results.filter { $0.beforeCommit != nil && $0.operation.touched > 0 }
    guard !split.isEmpty else {
        print("phases: callgrind never saw Renderer.commit() start (renamed?)")
        return
    }
    print("framework per row touched, by phase: before the commit (render, diff) + commit")
    for result in split {
        let rows = Double(result.operation.touched)
        let before = Double(result.beforeCommit ?? 0) / rows
        let commit = Double((result.fromCommit ?? 0) - result.vanilla) / rows
        print(
            "\(result.operation.id)  "
                + String(format: "%8.0f + %8.0f = %8.0f", before, commit, before + commit))
    }
}

func printInstructionSummary(_ results: [InstructionResult]) {
    printInstructionPhases(results)
    let ratio = exp(
        results.map { $0.operation.weight * log($0.ratio) }.reduce(0, +)
            / results.map(\.operation.weight).reduce(0, +))
    print(String(format: "weighted geometric mean of the ratios: %.3f", ratio))
    if let select = results.first(where: { $0.operation.id == "B04" }),
        let unchanged = select.perUnchangedRow
    {
        print(String(format: "B04 framework per unchanged row: %.0f (target <= 1,000)", unchanged))
    }
    if let create = results.first(where: { $0.operation.id == "B01" }),
        let created = create.perTouchedRow
    {
        print(String(format: "B01 framework per created row: %.0f (target <= 20,000)", created))
    }
}

func instructionJSON(_ results: [InstructionResult]) -> String {
    func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return "\(value)"
    }
    let operations = results.map { result in
        "{\"id\":\"\(result.operation.id)\",\"name\":\"\(result.operation.name)\","
            + "\"vanilla\":\(result.vanilla),\"gtkhooks\":\(result.gtkhooks),"
            + "\"ratio\":\(number(result.ratio)),\"framework\":\(result.framework),"
            + "\"frameworkPerTouchedRow\":\(number(result.perTouchedRow)),"
            + "\"frameworkPerUnchangedRow\":\(number(result.perUnchangedRow)),"
            + "\"spread\":\(number(result.spread)),"
            + "\"gtkhooksBeforeCommit\":\(result.beforeCommit.map(String.init) ?? "null")"
            + (result.store.map { ",\"store\":\($0),\"storeRatio\":\(number(result.storeRatio))" }
                ?? "")
            + "}"
    }
    return "{\"benchmark\":\"gtk-table-instructions\",\"operations\":["
        + operations.joined(separator: ",") + "]}\n"
}
