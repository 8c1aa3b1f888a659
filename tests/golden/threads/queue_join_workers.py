# Worker threads take tasks until the queue is drained; q.join() waits for task_done of
# every item; results are sorted before printing.
import queue
import threading

tasks = queue.Queue()
results = []
lock = threading.Lock()


def worker():
    while True:
        n = tasks.get()
        with lock:
            results.append(n * n)
        tasks.task_done()


for _ in range(3):
    threading.Thread(target=worker, daemon=True).start()
for n in range(10):
    tasks.put(n)
tasks.join()
print(sorted(results), tasks.unfinished_tasks)
# expect: [0, 1, 4, 9, 16, 25, 36, 49, 64, 81] 0
