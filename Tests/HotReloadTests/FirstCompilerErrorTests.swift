import HotReload
import Testing

struct FirstCompilerErrorTests {
    @Test("the first error and its source excerpt, not the rest of the log")
    func firstErrorWithExcerpt() {
        let log = """
            [1/3] Compiling TodoList TodoRow.swift
            /app/TodoRow.swift:12:9: error: cannot find 'Textt' in scope
            10 |     var hookBody: some View {
            11 |         let done = useState(false)
            12 |         Textt("row")
               |         `- error: cannot find 'Textt' in scope
            13 |     }

            /app/TodoRow.swift:20:1: error: expected '}' in struct
            """
        let first = firstCompilerError(in: log)
        #expect(first.hasPrefix("/app/TodoRow.swift:12:9: error: cannot find 'Textt' in scope"))
        #expect(first.contains("12 |         Textt(\"row\")"))
        #expect(!first.contains("expected '}'"))
    }

    @Test("a log without an error gives its last line")
    func noErrorLine() {
        #expect(
            firstCompilerError(in: "linking\nld: cannot open output file\n")
                == "ld: cannot open output file")
    }
}
