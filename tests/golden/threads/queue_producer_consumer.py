# The consumer starts first and blocks on the empty queue; the producer fills it and
# ends with a sentinel.
import queue
import threading

q = queue.Queue()
consumed = []


def consumer():
    while True:
        item = q.get()
        if item is None:
            break
        consumed.append(item * 2)


def producer():
    for i in range(5):
        q.put(i)
    q.put(None)


c = threading.Thread(target=consumer)
p = threading.Thread(target=producer)
c.start()
p.start()
p.join()
c.join()
print(consumed)
# expect: [0, 2, 4, 6, 8]
