# Releasing a lock nobody holds is CPython's RuntimeError.
import threading

lock = threading.Lock()
lock.acquire()
lock.release()
lock.release()
# expect runtime error: RuntimeError: release unlocked lock
