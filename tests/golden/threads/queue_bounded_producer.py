# A producer blocked by a full Queue(maxsize=2) goes on as the main thread takes items.
import queue
import threading

q = queue.Queue(maxsize=2)


def producer():
    for i in range(6):
        q.put(i)
    q.put(None)


t = threading.Thread(target=producer)
t.start()
out = []
while (item := q.get()) is not None:
    out.append(item)
t.join()
print(out, q.empty())
# expect: [0, 1, 2, 3, 4, 5] True
