# After the main thread's uncaught exception, the threads that are not daemons still run
# to their end before the program exits 1.
import threading
import time


def late():
    time.sleep(0.05)
    print("thread finished after main")


threading.Thread(target=late).start()
print("main done")
raise ValueError("main fails")
# expect: main done
# expect: thread finished after main
# expect runtime error: ValueError: main fails
