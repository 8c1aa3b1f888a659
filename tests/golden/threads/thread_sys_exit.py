# sys.exit() inside a thread ends only that thread, silently.
import sys
import threading

log = []


def quit_early():
    log.append("before")
    sys.exit(3)
    log.append("after")


t = threading.Thread(target=quit_early)
t.start()
t.join()
print(log, t.is_alive())
# expect: ['before'] False
