print("TimerDemo")
