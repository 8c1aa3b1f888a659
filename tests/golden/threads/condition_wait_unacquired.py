# Condition.wait without holding its lock is CPython's RuntimeError.
import threading

threading.Condition().wait()
# expect runtime error: RuntimeError: cannot wait on un-acquired lock
