/// Calls `body` with `string` as a NUL-terminated C string.
///
/// Main-actor code calls this instead of `String.withCString`: a closure
/// written in main-actor code and handed to the standard library (built
/// without strict concurrency checking) checks at run time, on every call,
/// that it runs on the main actor. Handed to this function, it does not.
func withCString<Result>(_ string: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    string.withCString(body)
}
