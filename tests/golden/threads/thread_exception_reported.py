# An exception in a thread is printed as "Exception in thread NAME:" with its traceback;
# the main thread goes on and the program exits 0.
import threading


def fail():
    raise ValueError("bad input")


t = threading.Thread(target=fail)
t.start()
t.join()
print("main continues", t.is_alive())
# expect: main continues False
# expect stderr: Exception in thread Thread-1 (fail):
