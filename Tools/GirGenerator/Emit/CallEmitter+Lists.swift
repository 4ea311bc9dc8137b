/// GLib lists (`GList`, `GSList`) given to a call: the Swift side is an
/// array, copied into a list of its elements' pointers for the call.
extension CallEmitter {
    /// The Swift parameter, statements and C argument of an in list: a list
    /// of the objects' or records' pointers, kept for the call and freed
    /// after it (transfer none: the callee copies what it keeps).
    func inList(_ parameter: Parameter, _ mapping: TypeMapping, name: String, label: String)
        throws(Skip) -> (parameter: String, prelude: String, argument: String, postlude: String)
    {
        guard case .list(let list) = mapping.kind else {
            throw Skip(reason: "not a list")
        }
        guard parameter.transfer == .none else {
            throw Skip(
                reason: "lists given with transfer \(parameter.transfer) are not generated yet")
        }
        switch list.element.kind {
        case .object, .record: break
        default:
            throw Skip(reason: "lists of \(list.element.swiftType) given are not generated yet")
        }
        let written = mapping.written(nullable: parameter.isNullable)
        let pointers =
            parameter.isNullable ? "\(name)?.map(\\.pointer)" : "\(name).map(\\.pointer)"
        let variable = "\(label)List"
        let helper = list.isSingly ? "PointerSList" : "PointerList"
        return (
            "\(name): \(written)", "let \(variable) = \(helper)(\(pointers))",
            "\(variable).list", "withExtendedLifetime(\(variable)) {}"
        )
    }
}
