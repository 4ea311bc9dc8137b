/// The Markdown coverage report: what was generated against what the GIR declares.
struct CoverageReport {
    let namespace: Namespace
    let types: TypeMapper
    let output: Generator.Output

    private func percent(_ tally: ClassReport.Tally) -> String {
        guard tally.total > 0 else { return "–" }
        return "\(tally.generated)/\(tally.total) (\(tally.generated * 100 / tally.total) %)"
    }

    /// Per namespace, the members generated against all the GIR declares
    /// for its classes (a class not generated counts its members as not
    /// generated), and the same for Gtk's widget classes.
    private func namespaceTable() -> [String] {
        var rows: [(name: String, classes: (Int, Int), tally: ClassReport)] = []
        let generated = Dictionary(output.reports.map { ($0.name, $0) }) { first, _ in first }
        func row(_ name: String, _ keys: [String]) {
            var sum = ClassReport(name: name)
            var count = 0
            for key in keys {
                guard let info = namespace.classes[key] else { continue }
                var report = ClassReport(name: key)
                if let made = generated[key] {
                    report = made
                    count += 1
                } else {
                    report.constructors.total = info.constructors.count
                    report.methods.total = info.methods.count + info.functions.count
                    report.properties.total = info.properties.count
                    report.signals.total = info.signals.count
                }
                sum.constructors = sum.constructors + report.constructors
                sum.methods = sum.methods + report.methods
                sum.properties = sum.properties + report.properties
                sum.signals = sum.signals + report.signals
            }
            rows.append((name, (count, keys.count), sum))
        }
        let byNamespace = Dictionary(grouping: namespace.classes.keys) {
            namespace.classes[$0]?.namespace ?? ""
        }
        let order = [namespace.name] + byNamespace.keys.filter { $0 != namespace.name }.sorted()
        for name in order {
            let keys = byNamespace[name] ?? []
            row("\(name): all classes", keys)
            let widgets = keys.filter { types.isWidget($0) }
            if !widgets.isEmpty { row("\(name): widget classes", widgets) }
        }
        var lines = [
            "Per namespace, against every class its GIR declares (a class not generated,",
            "hand-written ones included, counts all its members as not generated):",
            "",
            "| Namespace | Classes | Constructors | Methods | Properties | Signals |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for row in rows {
            let classes = "\(row.classes.0)/\(row.classes.1)"
            let tally = row.tally
            lines.append(
                "| \(row.name) | \(classes) | \(percent(tally.constructors)) | \(percent(tally.methods))"
                    + " | \(percent(tally.properties)) | \(percent(tally.signals)) |")
        }
        return lines
    }

    /// The report's text.
    func text() -> String {
        let widgetClasses = namespace.classes.keys.filter { types.isWidget($0) }.sorted()
        let generatedWidgets = output.reports.filter { types.isWidget($0.name) }
        func sum(_ reports: [ClassReport]) -> ClassReport {
            reports.reduce(into: ClassReport(name: "all")) { sum, report in
                sum.constructors = sum.constructors + report.constructors
                sum.methods = sum.methods + report.methods
                sum.properties = sum.properties + report.properties
                sum.signals = sum.signals + report.signals
            }
        }
        let total = sum(output.reports)
        let widgets = sum(generatedWidgets)
        var lines = [
            "# \(namespace.name) bindings: generated against declared",
            "",
            "Written by `make generate` (GirGenerator); do not edit.",
            "",
            "- Widget classes in the GIR: \(widgetClasses.count); generated: \(generatedWidgets.count)"
                + " (the others are hand-written or not in `Gir/Classes.txt` yet).",
            "- Classes generated: \(output.reports.count).",
            "- Of the generated classes: constructors \(percent(total.constructors)),"
                + " methods \(percent(total.methods)), properties \(percent(total.properties)),"
                + " signals \(percent(total.signals)).",
            "- Of the generated widget classes: constructors \(percent(widgets.constructors)),"
                + " methods \(percent(widgets.methods)), properties \(percent(widgets.properties)),"
                + " signals \(percent(widgets.signals)).",
            "",
        ]
        lines += namespaceTable()
        lines += [
            "",
            "| Class | Constructors | Methods | Properties | Signals |",
            "| --- | --- | --- | --- | --- |",
        ]
        for report in output.reports {
            lines.append(
                "| \(report.name) | \(percent(report.constructors)) | \(percent(report.methods))"
                    + " | \(percent(report.properties)) | \(percent(report.signals)) |")
        }
        if !output.interfaceReports.isEmpty {
            lines += [
                "", "## Interfaces (protocols)", "",
                "| Interface | Methods | Properties | Signals |", "| --- | --- | --- | --- |",
            ]
            for report in output.interfaceReports {
                lines.append(
                    "| \(report.name) | \(percent(report.methods)) | \(percent(report.properties))"
                        + " | \(percent(report.signals)) |")
            }
        }
        if !output.recordReports.isEmpty {
            lines += [
                "", "## Records (boxed)", "",
                "| Record | Constructors | Methods |", "| --- | --- | --- |",
            ]
            for report in output.recordReports {
                lines.append(
                    "| \(report.name) | \(percent(report.constructors)) | \(percent(report.methods)) |"
                )
            }
        }
        if !output.skippedClasses.isEmpty {
            lines += ["", "## Classes not generated", ""]
            lines += output.skippedClasses.map { "- \($0)" }
        }
        lines += ["", "## Symbols not generated", ""]
        for report in output.reports + output.interfaceReports + output.recordReports
        where !report.skipped.isEmpty {
            lines += ["### \(report.name)", ""]
            lines += report.skipped.map { "- \($0)" }
            lines.append("")
        }
        if lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
