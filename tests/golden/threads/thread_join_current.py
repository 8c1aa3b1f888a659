# A thread that joins itself gets CPython's RuntimeError.
import threading

threading.current_thread().join()
# expect runtime error: RuntimeError: cannot join current thread
