# atexit: callables run after the program, the last registered first, with their arguments;
# unregister drops every registration of a function; one that raises is reported and the rest run.
import atexit
import sys

def goodbye(name, punct="!"):
    print(f"goodbye {name}{punct}")

def never():
    print("never runs")

def boom():
    raise ValueError("handler failed")

atexit.register(goodbye, "first")
r = atexit.register(never)
print(r is never, atexit._ncallbacks())
atexit.register(boom)
atexit.register(goodbye, "second", punct="?")
atexit.unregister(never)

@atexit.register
def decorated():
    print("decorated handler")

try:
    atexit.register(42)
except TypeError as e:
    print(e)
try:
    atexit.register()
except TypeError as e:
    print(e)
print("main ends")
sys.exit(0)
# expect: True 2
# expect: the first argument must be callable
# expect: register() takes at least 1 argument (0 given)
# expect: main ends
# expect: decorated handler
# expect: goodbye second?
# expect: goodbye first!
# expect stderr: ValueError: handler failed
