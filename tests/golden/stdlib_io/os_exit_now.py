# os._exit ends the process at once: no finally block, no atexit handler; what
# was printed before it is out (CPython's unbuffered or line-buffered output is).
import os, atexit
atexit.register(print, "atexit: not run")
try:
    os._exit()
except TypeError as e:
    print(e)
try:
    os._exit("x")
except TypeError as e:
    print(e)
try:
    print("before _exit")
    os._exit(0)
finally:
    print("finally: not run")
# expect: _exit() missing required argument 'status' (pos 1)
# expect: 'str' object cannot be interpreted as an integer
# expect: before _exit
