# A Thread whose target is not callable (nor has __name__): named Thread-N, and start() reports
# the TypeError in the thread as CPython does (an AttributeError at construction before).
import threading
t = threading.Thread(target=5)
print(t.name)
t.start()
t.join()
print("joined")
# expect: Thread-1
# expect: joined
# expect stderr: TypeError: 'int' object is not callable
