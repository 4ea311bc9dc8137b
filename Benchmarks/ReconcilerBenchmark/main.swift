print("ReconcilerBenchmark")
