# get_nowait on an empty queue raises queue.Empty (printed as _queue.Empty).
import queue

q = queue.Queue()
try:
    q.get(block=False)
except queue.Empty:
    print("empty caught")
try:
    q.get(timeout=0.01)
except queue.Empty:
    print("timed out")
q.get_nowait()
# expect: empty caught
# expect: timed out
# expect runtime error: _queue.Empty
