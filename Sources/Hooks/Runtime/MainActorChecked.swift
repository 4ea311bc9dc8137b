/// A main-actor function that synchronous code of any isolation may call; every call checks
/// at run time that it runs on the main actor and stops with `message` when it does not.
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
        // Linux: libdispatch's dispatch_assert_queue traps inside this check before the
        // message is printed (swift_task_checkIsolated on the main queue); the backtrace still
        // shows this frame and the caller. There is no public check that does not trap.
        MainActor.preconditionIsolated(message())
        return function(input)
    }
}
