print("HooksBenchmark")
