# join(timeout) returns after the timeout while the thread still waits; is_alive() says so.
import threading

ev = threading.Event()
t = threading.Thread(target=ev.wait)
t.start()
t.join(timeout=0.01)
print(t.is_alive())
ev.set()
t.join()
print(t.is_alive())
# expect: True
# expect: False
