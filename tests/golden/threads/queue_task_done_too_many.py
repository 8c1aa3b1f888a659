# task_done() called more often than items were put is CPython's ValueError.
import queue

q = queue.Queue()
q.put("x")
q.get()
q.task_done()
q.task_done()
# expect runtime error: ValueError: task_done() called too many times
