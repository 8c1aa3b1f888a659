# eval's and exec's argument checks, CPython's messages.
for args in [(1,), ("1", 5), ("1", {}, 5), ()]:
    try:
        eval(*args)
    except TypeError as e:
        print(e)
for args in [(1,), ("1", 5), ("1", {}, 5), ()]:
    try:
        exec(*args)
    except TypeError as e:
        print(e)
try:
    eval("1", globals=None)
except TypeError as e:
    print(e)
try:
    globals(1)
except TypeError as e:
    print(e)

# expect: eval() arg 1 must be a string, bytes or code object
# expect: globals must be a dict
# expect: locals must be a mapping
# expect: eval expected at least 1 argument, got 0
# expect: exec() arg 1 must be a string, bytes or code object
# expect: exec() globals must be a dict, not int
# expect: locals must be a mapping or None, not int
# expect: exec() takes at least 1 positional argument (0 given)
# expect: eval() takes no keyword arguments
# expect: globals() takes no arguments (1 given)
