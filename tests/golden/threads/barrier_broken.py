# Waiting on an aborted Barrier raises threading.BrokenBarrierError.
import threading

b = threading.Barrier(2)
b.abort()
print(b.broken)
b.wait()
# expect: True
# expect runtime error: threading.BrokenBarrierError
