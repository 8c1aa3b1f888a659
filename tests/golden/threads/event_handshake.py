# An Event hands control from a worker to the main thread and back.
import threading

ready = threading.Event()
go = threading.Event()
log = []


def worker():
    log.append("worker ready")
    ready.set()
    go.wait()
    log.append("worker go")


t = threading.Thread(target=worker)
t.start()
ready.wait()
log.append("main saw ready")
go.set()
t.join()
print(log)
print(ready.is_set(), go.wait(0.01))
go.clear()
print(go.is_set(), go.wait(timeout=0.01))
# expect: ['worker ready', 'main saw ready', 'worker go']
# expect: True True
# expect: False False
