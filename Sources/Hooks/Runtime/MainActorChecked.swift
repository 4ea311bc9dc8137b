/// A main-actor function that synchronous code of any isolation may call; every call checks
/// at run time that it runs on the main actor (the main thread, or the main queue) and
/// otherwise stops the process with `message`, printed to stderr first.
///
/// This is what makes `Binding` and `dispatch` `Sendable`: a `Timer` callback typed
/// `@Sendable` may capture them, and they still only ever touch state on the main actor.
struct MainActorChecked<Input, Output>: @unchecked Sendable {
    private let function: (Input) -> Output
    private let message: @Sendable () -> String

    init(
        _ function: @escaping @MainActor (Input) -> Output,
        message: @escaping @Sendable () -> String
    ) {
        // A global-actor function has the same representation as a plain one; the actor is
        // a static property of the type, and `callAsFunction` re-checks it at run time.
        self.function = unsafeBitCast(function, to: ((Input) -> Output).self)
        self.message = message
    }

    init(plain function: @escaping (Input) -> Output, message: @escaping @Sendable () -> String) {
        self.function = function
        self.message = message
    }

    func callAsFunction(_ input: Input) -> Output {
        switch isMainActorIsolated() {
        case true?:
            break
        case false?:
            // fatalError writes the message to stderr before it traps.
            fatalError(message())
        case nil:
            // Without a thread check: libdispatch may trap inside this check before the
            // message is printed, but the backtrace still shows this frame and the caller.
            MainActor.preconditionIsolated(message())
        }
        return function(input)
    }
}
