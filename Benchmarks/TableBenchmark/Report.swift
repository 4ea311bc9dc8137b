// The table of results (medians, ratios, weighted geometric means against the
// targets of BENCHMARKS.md section 1) and the same as JSON.

import Foundation

private func format(_ value: Double, _ width: Int = 8, _ decimals: Int = 1) -> String {
    String(format: "%\(width).\(decimals)f", value)
}

/// The weighted geometric mean of the ratios, with their operations' weights.
func weightedGeometricMean(_ results: [OperationResult], _ ratio: (OperationResult) -> Double)
    -> Double
{
    let weights = results.map(\.operation.weight).reduce(0, +)
    return exp(results.map { $0.operation.weight * log(ratio($0)) }.reduce(0, +) / weights)
}

func printHeader() {
    print("TableBenchmark: GTK table, GtkHooks vs vanilla GTK, side by side; medians in ms")
    print(
        "id   operation               vanilla  GtkHooks  ratio |  vanilla  GtkHooks  ratio"
            + "  (total | script)")
    fflush(nil)
}

func printLine(_ result: OperationResult) {
    let name = result.operation.name.padding(toLength: 22, withPad: " ", startingAt: 0)
    print(
        "\(result.operation.id)  \(name)"
            + "\(format(result.median(result.total, .vanilla)))"
            + "  \(format(result.median(result.total, .gtkhooks)))"
            + "  \(format(result.totalRatio, 5, 2)) |"
            + " \(format(result.median(result.script, .vanilla), 8, 2))"
            + "  \(format(result.median(result.script, .gtkhooks), 8, 2))"
            + "  \(format(result.scriptRatio, 5, 2))")
    fflush(nil)
}

func printSummary(_ run: RunResult) {
    let operations = run.operations
    let total = weightedGeometricMean(operations, \.totalRatio)
    let script = weightedGeometricMean(operations, \.scriptRatio)
    let worstTotal = operations.map(\.totalRatio).max() ?? .nan
    let worstScript = operations.map(\.scriptRatio).max() ?? .nan
    print(
        "weighted geometric mean: total \(format(total, 0, 3)) (target <= 1.05, worst"
            + " \(format(worstTotal, 0, 2)), target <= 1.15); script \(format(script, 0, 3))"
            + " (target <= 1.5, worst \(format(worstScript, 0, 2)), target <= 2.5)")
    for program in ProgramName.headline {
        let memory = run.memory[program] ?? MemoryResult()
        print(
            "\(program.label): startup to first frame \(format(median(run.startup[program] ?? []), 0))"
                + " ms; peak RSS at start \(memory.atStart / 1024) MiB, after create 1,000"
                + " \(memory.afterCreate / 1024) MiB, after 5 x (create 1,000 + clear)"
                + " \(memory.afterCycles / 1024) MiB (resident then \(memory.residentAfterCycles / 1024) MiB)"
        )
    }
}

func json(_ run: RunResult) -> String {
    func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }
    func medians(_ values: [ProgramName: [Double]]) -> String {
        "{\"vanilla\":\(number(median(values[.vanilla] ?? []))),"
            + "\"gtkhooks\":\(number(median(values[.gtkhooks] ?? [])))}"
    }
    let operations = run.operations.map { result in
        "{\"id\":\"\(result.operation.id)\",\"name\":\"\(result.operation.name)\","
            + "\"weight\":\(result.operation.weight),\"samples\":\(result.total[.vanilla]?.count ?? 0),"
            + "\"totalMs\":\(medians(result.total)),\"scriptMs\":\(medians(result.script)),"
            + "\"totalRatio\":\(number(result.totalRatio)),"
            + "\"scriptRatio\":\(number(result.scriptRatio))}"
    }
    let memory = ProgramName.headline.map { program in
        let memory = run.memory[program] ?? MemoryResult()
        return "\"\(program.rawValue)\":{\"peakAtStartKiB\":\(memory.atStart),"
            + "\"peakAfterCreateKiB\":\(memory.afterCreate),"
            + "\"peakAfterCyclesKiB\":\(memory.afterCycles),"
            + "\"residentAfterCyclesKiB\":\(memory.residentAfterCycles)}"
    }
    return "{\"benchmark\":\"gtk-table\","
        + "\"weightedGeometricMean\":{\"total\":\(number(weightedGeometricMean(run.operations, \.totalRatio))),"
        + "\"script\":\(number(weightedGeometricMean(run.operations, \.scriptRatio)))},"
        + "\"startupMs\":\(medians(run.startup)),\"memory\":{\(memory.joined(separator: ","))},"
        + "\"operations\":[\(operations.joined(separator: ","))]}\n"
}
