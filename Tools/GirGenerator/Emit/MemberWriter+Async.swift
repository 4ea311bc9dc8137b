extension MemberWriter {
    /// The `<stem>_finish` method completing `method` when it is `<stem>_async`,
    /// or `<stem>` taking a ready callback (`g_file_poll_mountable`).
    func finishMethod(of method: Callable) -> Callable? {
        owner.methods.first { $0.name == asyncStem(method) + "_finish" }
    }

    /// `method`'s name without `_async`.
    private func asyncStem(_ method: Callable) -> String {
        if method.name.hasSuffix("_async") { return String(method.name.dropLast(6)) }
        let takesReadyCallback = method.parameters.contains {
            $0.type.name == "Gio.AsyncReadyCallback"
        }
        // A name no method has: no pair.
        return takesReadyCallback ? method.name : "\u{0}"
    }

    /// Writes `<stem>(...) async throws -> T` for an `_async`/`_finish` pair.
    ///
    /// The callback and its data go to `asyncCall(_:finish:)`, a cancellable
    /// is NULL, and the finish function's result is returned. Counts the
    /// async method; returns whether it was generated.
    mutating func writeAsync(_ method: Callable, finish: Callable) -> Bool {
        report.methods.total += 1
        do throws(Skip) {
            var startArguments: [String: String] = [:]
            for parameter in method.parameters {
                switch parameter.type.name {
                case "Gio.Cancellable": startArguments[parameter.name] = "nil"
                case "Gio.AsyncReadyCallback": startArguments[parameter.name] = "callback"
                default:
                    if parameter.name == "user_data" { startArguments[parameter.name] = "data" }
                }
            }
            guard startArguments.values.contains("callback"), startArguments.values.contains("data")
            else { throw Skip(reason: "no ready callback with user data") }
            let start = try calls.call(
                method, instance: instance, fixed: startArguments, startsOperation: true)
            let results = finish.parameters.filter { $0.type.name == "Gio.AsyncResult" }
            guard results.count == 1 else {
                throw Skip(reason: "a finish function without one result")
            }
            let end = try calls.call(
                finish, instance: instance, fixed: [results[0].name: "asyncResult"])
            guard end.parameters.isEmpty else {
                throw Skip(reason: "a finish function with parameters of its own")
            }
            let swiftName = Naming.lowerCamel(asyncStem(method))
            guard claim(swiftName) else { throw taken(swiftName) }
            var signature = start
            signature.throwsError = true
            signature.returnType = end.returnType
            let returned = end.returnType.map { " -> \($0)" } ?? ""
            body.append(
                "    /// Wraps `\(method.cIdentifier)` and `\(finish.cIdentifier)` \(link("method", method.name))."
            )
            body.append(
                "    public func \(Naming.identifier(swiftName))(\(signature.parameters.joined(separator: ", "))) async throws\(returned) {"
            )
            // Callbacks that live until the operation completes are boxed
            // before it starts and released when it is over.
            var startCall = start
            if !start.completion.isEmpty {
                body += start.prelude.map { "        " + $0 }
                body.append("        defer {")
                body += start.completion.map { "            " + $0 }
                body.append("        }")
                startCall.prelude = []
            }
            body.append(
                start.completion.isEmpty
                    ? "        try await asyncCall(" : "        return try await asyncCall(")
            body.append("            { callback, data in")
            body += startCall.body(calling: method.cIdentifier).map { "                " + $0 }
            body.append("            },")
            body.append("            finish: { [self] asyncResult in")
            body += end.body(calling: finish.cIdentifier).map { "                " + $0 }
            body += ["            })", "    }", ""]
            fileScope += start.fileScope + end.fileScope
            report.methods.generated += 1
            return true
        } catch {
            skip(method.cIdentifier, error.reason)
            return false
        }
    }
}
