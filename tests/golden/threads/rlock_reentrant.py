# An RLock can be taken again by its owner; releasing it once too often is an error.
import threading

r = threading.RLock()


def nested(depth):
    with r:
        if depth:
            return nested(depth - 1)
        return "deep"


print(nested(3))
r.acquire()
r.release()
r.release()
# expect: deep
# expect runtime error: RuntimeError: cannot release un-acquired lock
