# Condition.notify without holding its lock is CPython's RuntimeError.
import threading

threading.Condition(threading.Lock()).notify()
# expect runtime error: RuntimeError: cannot notify on un-acquired lock
