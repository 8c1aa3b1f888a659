# finally blocks run while SystemExit unwinds; sys.exit() ends with status 0 after them.
import sys
def f():
    try:
        print("in f")
        sys.exit()
    finally:
        print("finally in f")
try:
    f()
finally:
    print("outer finally")
print("not reached")

# expect: in f
# expect: finally in f
# expect: outer finally
