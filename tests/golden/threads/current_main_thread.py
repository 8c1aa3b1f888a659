# current_thread(), main_thread(), enumerate(), get_ident() and names inside workers
# (each worker runs alone: joined before the next starts).
import threading

names = []


def worker():
    names.append(threading.current_thread().name)
    names.append(threading.current_thread() is threading.main_thread())
    names.append(threading.get_ident() == threading.current_thread().ident)
    names.append(len(threading.enumerate()))


for i in range(2):
    t = threading.Thread(target=worker, name=f"w{i}")
    t.start()
    t.join()
print(names)
m = threading.main_thread()
print(m.name, threading.current_thread() is m, threading.active_count(), threading.enumerate() == [m])
print(type(m.ident).__name__, m.is_alive(), m.daemon)
# expect: ['w0', False, True, 2, 'w1', False, True, 2]
# expect: MainThread True 1 True
# expect: int True False
