# daemon= and the repr of a thread that has not started.
import threading

t = threading.Thread(target=print, name="job", daemon=True)
u = threading.Thread(target=print, name="other")
print(t.daemon, u.daemon)
print(repr(t))
print(repr(u))
# expect: True False
# expect: <Thread(job, initial daemon)>
# expect: <Thread(other, initial)>
