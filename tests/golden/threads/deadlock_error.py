# Where CPython would hang forever (every thread waits on another), Weft's main thread
# gets a RuntimeError naming the waits.
import threading
import queue

q = queue.Queue()
t = threading.Thread(target=q.get, name="consumer")
t.start()
t.join()
# no-cross-check: CPython hangs here
# expect runtime error: RuntimeError: deadlock: every thread is blocked (MainThread in Thread.join, consumer in Queue.get)
