# put_nowait on a full bounded queue raises queue.Full.
import queue

q = queue.Queue(maxsize=1)
q.put(1)
try:
    q.put(2, timeout=0.01)
except queue.Full:
    print("full caught")
q.put_nowait(2)
# expect: full caught
# expect runtime error: queue.Full
