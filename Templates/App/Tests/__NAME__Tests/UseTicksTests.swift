import HooksTesting
import Testing

@testable import {{NAME}}

/// The hook alone, with no view: HookTester runs it as a component would.
@Suite struct UseTicksTests {
    @Test("the count starts at zero, grows while mounted and stops once disposed")
    func ticksGrowThenStop() async throws {
        let tester = HookTester { useTicks(every: .milliseconds(10)) }
        #expect(tester.value == 0)

        let deadline = ContinuousClock.now + .seconds(10)
        while tester.value < 3, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(tester.value >= 3)

        tester.dispose()
        let stopped = tester.value
        try await Task.sleep(for: .milliseconds(100))
        #expect(tester.value == stopped, "the effect's cleanup cancels its task")
    }
}
