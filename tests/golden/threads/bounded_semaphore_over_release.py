# Releasing a BoundedSemaphore past its initial value is CPython's ValueError.
import threading

s = threading.BoundedSemaphore(1)
s.acquire()
s.release()
s.release()
# expect runtime error: ValueError: Semaphore released too many times
