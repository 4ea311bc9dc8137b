import Foundation

/// `GirGenerator --gir <file.gir> --classes <list> --output <folder> --report <file.md>`:
/// writes one Swift file per listed class (and per enumeration they use) into
/// the output folder, replacing the Swift files there, and the coverage report.
@main
struct GirGeneratorCommand {
    static func main() {
        do {
            try run(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("GirGenerator: \(error)\n".utf8))
            exit(1)
        }
    }

    /// A usage error naming the missing option.
    struct Usage: Error, CustomStringConvertible {
        var description: String
    }

    static func run(arguments: [String]) throws {
        var options: [String: String] = [:]
        var iterator = arguments.makeIterator()
        while let key = iterator.next() {
            guard key.hasPrefix("--"), let value = iterator.next() else {
                throw Usage(description: "expected --option value, got \(key)")
            }
            options[String(key.dropFirst(2))] = value
        }
        func option(_ name: String) throws -> String {
            guard let value = options[name] else { throw Usage(description: "missing --\(name)") }
            return value
        }
        let mainFile = URL(fileURLWithPath: try option("gir"))
        var namespace = try RepositoryReader.read(contentsOf: mainFile)
        var sources = [(namespace, mainFile)]
        // `--include Gdk-4.0.gir,Gio-2.0.gir`: namespaces the main one refers to.
        for path in (options["include"] ?? "").split(separator: ",") {
            let file = URL(fileURLWithPath: String(path))
            let included = try RepositoryReader.read(contentsOf: file)
            sources.append((included, file))
            namespace.merge(included)
        }
        let classes = try option("classes")
        let list = ClassList(parsing: try String(contentsOfFile: classes, encoding: .utf8))
        let output = Generator(namespace: namespace, classList: list).run()
        guard output.problems.isEmpty else {
            throw Usage(
                description: "fix \(classes):\n"
                    + output.problems.map { "  " + $0 }.joined(separator: "\n"))
        }
        let folder = URL(fileURLWithPath: try option("output"), isDirectory: true)
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in manager.subpaths(atPath: folder.path) ?? [] where file.hasSuffix(".swift") {
            try manager.removeItem(at: folder.appendingPathComponent(file))
        }
        for (name, text) in output.files {
            let url = folder.appendingPathComponent(name)
            try manager.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let versions = VersionsFile(
            sources: sources.map { ($0.0.name, $0.0.version, $0.1.lastPathComponent) },
            libraries: options["library-versions"] ?? "")
        try Data(versions.text().utf8).write(to: folder.appendingPathComponent("versions.txt"))
        try Data(output.report.utf8).write(to: URL(fileURLWithPath: try option("report")))
        print("GirGenerator: \(output.reports.count) classes, \(output.files.count) files")
    }
}
