# A Timer runs its function after the interval; a cancelled one never does.
import threading

fired = []
t = threading.Timer(0.01, fired.append, args=["tick"])
t.start()
t.join()
c = threading.Timer(30, fired.append, args=["never"])
c.start()
c.cancel()
c.join()
print(fired, t.is_alive(), c.is_alive())
# expect: ['tick'] False False
