# atexit's callables run after an uncaught exception's traceback too; the exit status stays 1.
import atexit
atexit.register(lambda: print("cleanup ran"))
print("working")
raise KeyError("missing")
# expect: working
# expect: cleanup ran
# expect runtime error: KeyError: 'missing'
