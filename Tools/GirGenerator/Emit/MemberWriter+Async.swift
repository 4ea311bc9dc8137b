extension MemberWriter {
    /// The `<stem>_finish` method completing `method` when it is `<stem>_async`.
    func finishMethod(of method: Callable) -> Callable? {
        guard method.name.hasSuffix("_async") else { return nil }
        let stem = method.name.dropLast("_async".count)
        return owner.methods.first { $0.name == stem + "_finish" }
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
            let start = try calls.call(method, instance: instance, fixed: startArguments)
            let results = finish.parameters.filter { $0.type.name == "Gio.AsyncResult" }
            guard results.count == 1 else {
                throw Skip(reason: "a finish function without one result")
            }
            let end = try calls.call(
                finish, instance: instance, fixed: [results[0].name: "asyncResult"])
            guard end.parameters.isEmpty else {
                throw Skip(reason: "a finish function with parameters of its own")
            }
            let swiftName = Naming.lowerCamel(String(method.name.dropLast("_async".count)))
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
            body.append("        try await asyncCall(")
            body.append("            { callback, data in")
            body += start.body(calling: method.cIdentifier).map { "                " + $0 }
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
