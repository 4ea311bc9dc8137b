extension Namespace {
    /// Adds the types of `other` (an included GIR such as Gdk) under their
    /// qualified names (`Gdk.Clipboard`), the names the main GIR uses for them.
    ///
    /// Type references inside `other` to its own types are qualified the same
    /// way, so every reference means one key of the merged namespace.
    mutating func merge(_ other: Namespace) {
        let prefix = other.name + "."
        func qualify(_ name: String) -> String {
            other.declaredNames.contains(name) ? prefix + name : name
        }
        func qualify(_ type: TypeRef) -> TypeRef {
            var type = type
            type.name = qualify(type.name)
            type.elementName = type.elementName.map(qualify)
            return type
        }
        func qualify(_ parameter: Parameter) -> Parameter {
            var parameter = parameter
            parameter.type = qualify(parameter.type)
            return parameter
        }
        func qualify(_ callable: Callable) -> Callable {
            var callable = callable
            callable.returnType = qualify(callable.returnType)
            callable.parameters = callable.parameters.map(qualify)
            return callable
        }
        func qualify(_ info: ClassInfo) -> ClassInfo {
            var info = info
            info.qualifiedName = prefix + info.name
            info.parent = info.parent.map(qualify)
            info.implements = info.implements.map(qualify)
            info.constructors = info.constructors.map(qualify)
            info.methods = info.methods.map(qualify)
            info.functions = info.functions.map(qualify)
            info.properties = info.properties.map { property in
                var property = property
                property.type = qualify(property.type)
                return property
            }
            info.signals = info.signals.map { signal in
                var signal = signal
                signal.returnType = qualify(signal.returnType)
                signal.parameters = signal.parameters.map(qualify)
                return signal
            }
            return info
        }
        for (name, info) in other.classes { classes[prefix + name] = qualify(info) }
        for (name, info) in other.interfaces { interfaces[prefix + name] = qualify(info) }
        for (name, info) in other.records {
            var record = qualify(info)
            record.fields = record.fields.map { field in
                var field = field
                field.type = qualify(field.type)
                return field
            }
            records[prefix + name] = record
        }
        for (name, callback) in other.callbacks { callbacks[prefix + name] = qualify(callback) }
        for (name, info) in other.enums { enums[prefix + name] = info }
    }
}
