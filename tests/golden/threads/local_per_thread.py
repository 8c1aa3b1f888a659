# threading.local keeps one set of attributes per thread.
import threading

data = threading.local()
data.value = "main"
seen = []


def worker(v):
    seen.append(hasattr(data, "value"))
    data.value = v
    seen.append(data.value)


t = threading.Thread(target=worker, args=("worker",))
t.start()
t.join()
print(seen, data.value)
# expect: [False, 'worker'] main
