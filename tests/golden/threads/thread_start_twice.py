# Starting a thread a second time is CPython's RuntimeError.
import threading

t = threading.Thread(target=print, args=("once",))
t.start()
t.join()
t.start()
# expect: once
# expect runtime error: RuntimeError: threads can only be started once
