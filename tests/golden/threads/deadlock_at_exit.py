# A thread that is not a daemon and waits forever: where CPython hangs at exit, Weft
# reports the deadlock.
import queue
import threading

q = queue.Queue()
threading.Thread(target=q.get).start()
print("main done")
# no-cross-check: CPython hangs at exit here
# expect: main done
# expect runtime error: RuntimeError: deadlock: every thread is blocked (MainThread in threading._shutdown, Thread-1 (get) in Queue.get)
