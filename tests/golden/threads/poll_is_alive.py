# Polling loops (is_alive, Event.is_set, Future.done) end as in CPython: a poll lets the
# other threads run.
import threading
import time
from concurrent.futures import ThreadPoolExecutor

state = []


def work():
    time.sleep(0.02)
    state.append("worked")


t = threading.Thread(target=work)
t.start()
while t.is_alive():
    pass
ev = threading.Event()
threading.Thread(target=lambda: (time.sleep(0.01), ev.set())).start()
while not ev.is_set():
    pass
with ThreadPoolExecutor(max_workers=1) as ex:
    f = ex.submit(time.sleep, 0.01)
    while not f.done():
        pass
print(state, ev.is_set(), f.result())
# expect: ['worked'] True None
