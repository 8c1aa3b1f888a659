# Queue is first in first out, LifoQueue last in first out, PriorityQueue smallest first;
# qsize, empty, full and maxsize.
import queue

fifo, lifo, prio = queue.Queue(), queue.LifoQueue(), queue.PriorityQueue()
for x in [3, 1, 2]:
    fifo.put(x)
    lifo.put(x)
    prio.put((x, f"task{x}"))
print(fifo.qsize(), fifo.empty(), fifo.full(), fifo.maxsize)
print([fifo.get() for _ in range(3)], [lifo.get() for _ in range(3)], [prio.get() for _ in range(3)])
print(fifo.empty())
b = queue.Queue(maxsize=2)
b.put_nowait("a")
b.put("b")
print(b.full(), b.qsize(), b.maxsize, b.get_nowait())
s = queue.SimpleQueue()
s.put(1)
s.put(2)
print(s.qsize(), s.get(), s.get(), s.empty())
# expect: 3 False False 0
# expect: [3, 1, 2] [2, 1, 3] [(1, 'task1'), (2, 'task2'), (3, 'task3')]
# expect: True
# expect: True 2 2 a
# expect: 2 1 2 True
